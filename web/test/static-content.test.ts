import { searchExtensions } from '@domainary/schema/contracts/domain-choices.ts';
import { aboutFigures } from '@domainary/schema/reference/about-figures.ts';
import { describe, expect, it } from 'vitest';
import { aboutMeta, audiences, differentiators, keyFacts, story } from '../src/content/about.ts';
import { blogArticle } from '../src/content/blog/articles.ts';
import { blogPosts } from '../src/content/blog/posts.ts';
import { domainGuideSections } from '../src/content/domain-guide.ts';
import { helpBox, resourceCards } from '../src/content/resources.ts';
import { seoTipsSections } from '../src/content/seo-tips.ts';
import { toolCards } from '../src/content/tools.ts';
import type { Section } from '../src/content/types.ts';
import { staticRoutes } from '../src/prerender/static-routes.ts';
import { screenRoutes } from '../src/routes.tsx';

/** True when a link (path and optional query) leads to a screen the route table declares. */
function isDeclaredRoute(href: string): boolean {
  const { pathname } = new URL(href, 'http://x');
  return screenRoutes.some(({ path }) =>
    typeof path === 'string'
      ? new RegExp(`^${path.replace(/:\w+/g, '[^/]+')}$`).test(pathname)
      : path.test(pathname),
  );
}

const everySection: readonly Section[] = [
  ...domainGuideSections,
  ...seoTipsSections,
  ...blogPosts.flatMap((post) => blogArticle(post.slug)?.sections ?? []),
];

describe('static content', () => {
  it('has eight blog articles, each with title, unique slug, date and excerpt', () => {
    expect(blogPosts).toHaveLength(8);
    expect(new Set(blogPosts.map((p) => p.slug)).size).toBe(8);
    for (const post of blogPosts) {
      expect(post.title.length).toBeGreaterThan(10);
      expect(post.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(post.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(post.date))).toBe(false);
      expect(post.excerpt.length).toBeGreaterThan(40);
    }
  });

  it('lists articles newest first, none dated before the 2023 founding', () => {
    const dates = blogPosts.map((p) => p.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(dates.every((d) => d >= '2023-01-01')).toBe(true);
  });

  it('has the full text of every article, and nothing for an unknown slug', () => {
    for (const post of blogPosts) {
      const article = blogArticle(post.slug);
      expect(article?.title).toBe(post.title);
      const words = article?.sections
        .flatMap((s) => s.blocks)
        .map((b) => (b.kind === 'list' ? b.items.join(' ') : b.text))
        .join(' ')
        .split(/\s+/).length;
      expect(words).toBeGreaterThan(450);
      // The list promises a reading time; it must match the text at about 200 words a minute.
      expect(post.readingMinutes).toBe(Math.max(1, Math.ceil((words ?? 0) / 200)));
    }
    expect(blogArticle('no-such-article')).toBeUndefined();
    expect(blogArticle('constructor')).toBeUndefined();
  });

  it('has six tools, each linking to a Domainary screen', () => {
    expect(toolCards).toHaveLength(6);
    for (const tool of toolCards) {
      expect(tool.title && tool.description).toBeTruthy();
      expect(isDeclaredRoute(tool.href)).toBe(true);
    }
    expect(toolCards.map((t) => t.href)).toContain('/find-domains?mode=bulk');
  });

  it('has five resource cards and a help box, all linking inside the site', () => {
    expect(resourceCards).toHaveLength(5);
    for (const href of [...resourceCards.map((c) => c.href), ...helpBox.links.map((l) => l.href)]) {
      expect(isDeclaredRoute(href)).toBe(true);
    }
  });

  it('makes the About claims with figures counted from the product: founded 2023, over 500 extensions', () => {
    const text = JSON.stringify({ keyFacts, differentiators, story, aboutMeta });
    expect(text).toContain('founded in 2023');
    expect(text).toContain(`reads ${aboutFigures.valuationInputs} measurements of the name`);
    expect(text).toContain('all 1,438 top-level domains');
    expect(text).toContain('well over 500 extensions');
    expect(text).toContain(`search offers the ${searchExtensions.length} most used`);
    expect(text).toContain('20,460 publicly reported domain sales');
    expect(text).toContain('1,000,000 sample companies');
    expect(keyFacts.map((fact) => fact.value)).toEqual([
      '2023',
      String(aboutFigures.valuationInputs),
      '1,438',
      '20,460',
    ]);
    expect(audiences.items.map((a) => a.title)).toEqual([
      'Entrepreneurs',
      'Marketing agencies',
      'Domain investors',
      'Established businesses',
    ]);
  });

  it('points every callout at a screen that exists, and gives each section a unique anchor per page', () => {
    for (const section of everySection) {
      for (const block of section.blocks) {
        if (block.kind === 'callout' && block.link) expect(isDeclaredRoute(block.link.href)).toBe(true);
      }
    }
    for (const page of [domainGuideSections, seoTipsSections]) {
      expect(new Set(page.map((s) => s.id)).size).toBe(page.length);
    }
  });
});

describe('pre-rendered routes', () => {
  it('cover every static page and article, once each, all declared in the route table', () => {
    const paths = staticRoutes.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/about',
        '/resources',
        '/resources/domain-guide',
        '/resources/seo-tips',
        '/resources/blog',
        '/resources/tools',
        '/market-trends',
        ...blogPosts.map((p) => `/resources/blog/${p.slug}`),
      ]),
    );
    for (const path of paths) expect(isDeclaredRoute(path)).toBe(true);
  });

  it('give each page its own title and a description search engines show in full', () => {
    expect(new Set(staticRoutes.map((r) => r.title)).size).toBe(staticRoutes.length);
    for (const route of staticRoutes) {
      expect(route.title).toContain('Domainary');
      expect(route.description.length).toBeGreaterThan(50);
      expect(route.description.length).toBeLessThanOrEqual(170);
    }
  });
});
