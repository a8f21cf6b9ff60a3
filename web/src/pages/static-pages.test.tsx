import type { SalesSummary } from '@domainary/schema/contracts/sales-summary.ts';
import { render, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { swrConfig } from '../api/swr-config.ts';
import { blogPosts } from '../content/blog/posts.ts';
import { SiteLayout } from '../layout/site-layout.tsx';
import { staticRoutes } from '../prerender/static-routes.ts';
import { ScreenSwitch } from '../routes.tsx';

function renderAt(path: string) {
  const { hook } = memoryLocation({ path });
  return render(
    // A fresh cache per test: SWR would otherwise serve one test's answer to the next.
    <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
      <Router hook={hook}>
        <SiteLayout>
          <ScreenSwitch />
        </SiteLayout>
      </Router>
    </SWRConfig>,
  );
}

const summary: SalesSummary = {
  total: { count: 7, firstYear: 2019, lastYear: 2020, extensions: 3 },
  byYear: [
    { year: 2019, count: 3, medianUsd: 300 },
    { year: 2020, count: 40, medianUsd: 3000 },
  ],
  byExtension: [
    { extension: 'com', count: 40, medianUsd: 1500 },
    { extension: 'io', count: 3, medianUsd: 2600 },
  ],
};

describe('static pages', () => {
  it.each(staticRoutes.map((r) => [r.path, r] as const))(
    '%s renders its heading and sets its meta',
    async (path, route) => {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => Response.json(summary)),
      );
      renderAt(path);
      // The first render of a page waits for its lazily loaded module (the charts are large).
      const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
      expect(heading.textContent?.length).toBeGreaterThan(3);
      await waitFor(() => expect(document.title).toBe(route.title));
      expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
        route.description,
      );
      expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
        new URL(route.path, location.origin).href,
      );
    },
  );

  it('shows the not-found screen for an unknown article slug', async () => {
    renderAt('/resources/blog/not-an-article');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('404 Page Not Found');
  });

  it('lists the eight articles with title, date and excerpt, each linking to its page', async () => {
    renderAt('/resources/blog');
    await screen.findByRole('heading', { level: 1, name: 'Blog' });
    const articles = screen.getAllByRole('article');
    expect(articles).toHaveLength(8);
    blogPosts.forEach((post, index) => {
      const card = within(articles[index] as HTMLElement);
      expect(card.queryByRole('heading', { name: post.title })).not.toBeNull();
      expect(card.queryByText(post.excerpt)).not.toBeNull();
      expect(card.getByRole('link').getAttribute('href')).toBe(`/resources/blog/${post.slug}`);
    });
    expect(screen.queryByText('Sep 18, 2025')).not.toBeNull();
  });
});

describe('market trends', () => {
  it("draws 'Domain Registration Trends' from the fixed sample data, with the same numbers in a table", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(summary)),
    );
    renderAt('/market-trends');
    const heading = await screen.findByRole('heading', { name: 'Domain Registration Trends' });
    const figure = heading.closest('figure') as HTMLElement;
    const chart = within(figure).getByRole('img', { name: /Domain Registration Trends/ });
    expect(chart.querySelectorAll('circle')).toHaveLength(6);
    const rows = within(figure)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual(['Jan450', 'Feb520', 'Mar480', 'Apr580', 'May540', 'Jun620']);
  });

  it('charts the reported sales from the API and flags small samples', async () => {
    const fetchMock = vi.fn(async () => Response.json(summary));
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/market-trends');
    const chart = await screen.findByRole('img', { name: /Median reported sale price by year/ });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/market/sales-summary',
      expect.objectContaining({ credentials: 'include' }),
    );
    const bars = chart.querySelectorAll('rect.visx-bar');
    expect(bars).toHaveLength(2);
    expect(bars[0]?.getAttribute('class')).toContain('fill-primary/30');
    expect(bars[1]?.getAttribute('class')).not.toContain('fill-primary/30');
    expect(
      screen.queryByText(/This database holds 7 reported sales from 2019 to 2020 across 3 extensions/),
    ).not.toBeNull();
  });

  it('says so, without breaking the page, when the sales cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('down', { status: 503 })),
    );
    renderAt('/market-trends');
    expect((await screen.findByRole('alert')).textContent).toMatch(/could not be loaded/);
    expect(screen.queryByRole('heading', { name: 'Domain Registration Trends' })).not.toBeNull();
  });
});
