import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import { App } from '../app.tsx';
import { type PageMeta, PageMetaSink } from '../page-meta/use-page-meta.ts';

export type RenderedRoute = {
  /** The markup inside #root. */
  body: string;
  /** What the page's usePageMeta asked for, if it asked. */
  meta: PageMeta | undefined;
};

function routeElement(path: string, onMeta: (meta: PageMeta) => void = () => {}) {
  return (
    <StrictMode>
      <PageMetaSink.Provider value={onMeta}>
        <Router ssrPath={path} ssrSearch="">
          <App />
        </Router>
      </PageMetaSink.Provider>
    </StrictMode>
  );
}

/**
 * The markup of one route as the browser's first render will produce it, for hydration,
 * and the page's own meta for the HTML head.
 * A first `prerender` pass waits for the lazily loaded page modules; once they are loaded,
 * `renderToString` emits the whole page in one piece. Streaming output would instead reveal
 * suspended parts with inline scripts, which the CSP (script-src 'self') forbids.
 */
export async function renderRoute(path: string): Promise<RenderedRoute> {
  const warmUp = await prerender(routeElement(path));
  await new Response(warmUp.prelude).arrayBuffer();
  let meta: PageMeta | undefined;
  const body = renderToString(
    routeElement(path, (reported) => {
      meta = reported;
    }),
  );
  return { body, meta };
}

/** Like renderRoute, refusing markup the browser could not hydrate under the CSP. */
export async function renderStaticRoute(path: string): Promise<RenderedRoute> {
  const rendered = await renderRoute(path);
  if (rendered.body.includes('<script')) throw new Error(`prerender ${path}: inline script in the markup`);
  if (rendered.body.includes('<template'))
    throw new Error(`prerender ${path}: a part of the page was still suspended`);
  return rendered;
}
