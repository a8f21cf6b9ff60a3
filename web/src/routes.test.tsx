import { learningModulePath } from '@domainary/schema/site/screen-paths.ts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { specPaths } from '../test/support/spec-paths.ts';
import { SiteLayout } from './layout/site-layout.tsx';
import { ScreenSwitch, screenRoutes } from './routes.tsx';

function renderAt(path: string, routes = screenRoutes) {
  const { hook } = memoryLocation({ path });
  return render(
    <Router hook={hook}>
      <SiteLayout>
        <ScreenSwitch routes={routes} />
      </SiteLayout>
    </Router>,
  );
}

function ModuleProbe({ params }: { params: Record<string, string | undefined> }) {
  return <h1>module {params.id}</h1>;
}

describe('route table', () => {
  it('declares every screen route, plus /domain-valuation and the blog article path', () => {
    const declared = screenRoutes.map(({ path }) => String(path));
    const literalPaths = specPaths.filter((path) => !learningModulePath.test(path));
    expect(declared).toEqual(
      expect.arrayContaining([
        ...literalPaths,
        String(learningModulePath),
        '/domain-valuation',
        '/resources/blog/:slug',
      ]),
    );
  });

  it('matches /learning/{id} only for a numeric id', () => {
    const routes = [{ path: learningModulePath, page: ModuleProbe }];
    renderAt('/learning/3', routes);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('module 3');
  });

  it.each(['/learning/abc', '/learning/3x', '/learning/-1'])('shows the not-found screen for %s', (path) => {
    renderAt(path, [{ path: learningModulePath, page: ModuleProbe }]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('404 Page Not Found');
  });

  it("shows '404 Page Not Found' inside the layout for an unknown path", () => {
    renderAt('/no-such-page');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('404 Page Not Found');
    expect(screen.queryByRole('banner')).not.toBeNull();
    expect(screen.queryByRole('contentinfo')).not.toBeNull();
  });

  it('renders the home screen, its heading and keyword field, at / and /find-domains', () => {
    for (const path of ['/', '/find-domains']) {
      const view = renderAt(path);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
        'Find the domain your idea deserves',
      );
      expect(screen.queryByRole('searchbox', { name: 'Keyword' })).not.toBeNull();
      view.unmount();
    }
  });
});
