import { learningModulePath } from '@domainary/schema/site/screen-paths.ts';
import { type ComponentType, lazy, Suspense } from 'react';
import { Route, type RouteComponentProps, Switch, useLocation } from 'wouter';
import { PageLoading } from './layout/page-loading.tsx';
import HomePage from './pages/home-page.tsx';
import NotFoundPage from './pages/not-found-page.tsx';

/*
 * Every screen of the app, in one place. Every row has its page; any other path shows the
 * not-found screen.
 *
 * To build a screen:
 *   1. add web/src/pages/<screen>-page.tsx with a default-exported component that calls
 *      usePageMeta({ title, description, path }) (e.g. title 'Domainary Watchlist');
 *   2. add a row whose page is  lazy(() => import('./pages/<screen>-page.tsx'))  (import lazy
 *      from 'react'). Home stays eager: it is the first paint.
 * Route params reach the page as `params` (e.g. params.id on /learning/:id).
 */

export type ScreenRoute = {
  path: string | RegExp;
  page: ComponentType<RouteComponentProps>;
};

export const screenRoutes: readonly ScreenRoute[] = [
  { path: '/', page: HomePage },
  { path: '/find-domains', page: HomePage },
  { path: '/watchlist', page: lazy(() => import('./pages/watchlist-page.tsx')) },
  { path: '/dropping-soon', page: lazy(() => import('./pages/dropping-soon-page.tsx')) },
  { path: '/portfolio', page: lazy(() => import('./pages/portfolio-page.tsx')) },
  { path: '/company-domains', page: lazy(() => import('./pages/company-search-page.tsx')) },
  { path: '/ai-domain-generator', page: lazy(() => import('./pages/ai-domain-generator-page.tsx')) },
  {
    path: '/domain-valuation-simulator',
    page: lazy(() => import('./pages/domain-valuation-simulator-page.tsx')),
  },
  { path: '/domain-valuation', page: lazy(() => import('./pages/domain-valuation-page.tsx')) },
  { path: '/market-trends', page: lazy(() => import('./pages/market-trends-page.tsx')) },
  { path: '/domain-sales', page: lazy(() => import('./pages/domain-sales-page.tsx')) },
  { path: '/learning', page: lazy(() => import('./pages/learning-page.tsx')) },
  { path: learningModulePath, page: lazy(() => import('./pages/learning-module-page.tsx')) },
  { path: '/about', page: lazy(() => import('./pages/about-page.tsx')) },
  { path: '/resources', page: lazy(() => import('./pages/resources-page.tsx')) },
  { path: '/resources/domain-guide', page: lazy(() => import('./pages/domain-guide-page.tsx')) },
  { path: '/resources/seo-tips', page: lazy(() => import('./pages/seo-tips-page.tsx')) },
  { path: '/resources/blog', page: lazy(() => import('./pages/blog-page.tsx')) },
  { path: '/resources/blog/:slug', page: lazy(() => import('./pages/blog-article-page.tsx')) },
  { path: '/resources/tools', page: lazy(() => import('./pages/tools-page.tsx')) },
  { path: '/privacy-policy', page: lazy(() => import('./pages/privacy-policy-page.tsx')) },
  { path: '/terms-of-service', page: lazy(() => import('./pages/terms-of-service-page.tsx')) },
  { path: '/contact', page: lazy(() => import('./pages/contact-page.tsx')) },
];

/** The page for the current location; pages load lazily behind one loading state. */
export function ScreenSwitch({ routes = screenRoutes }: { routes?: readonly ScreenRoute[] }) {
  const [location] = useLocation();
  // One loading boundary per location: a visitor who follows a link while a pre-rendered page
  // is still hydrating replaces that page's boundary instead of updating it, so React never
  // tries to hydrate the next page into the previous page's server markup.
  return (
    <Suspense key={location} fallback={<PageLoading />}>
      <Switch>
        {routes.map(({ path, page }) => (
          <Route key={String(path)} path={path} component={page} />
        ))}
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
