import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import { App } from '../app.tsx';

function routeElement(path: string) {
  return (
    <StrictMode>
      <Router ssrPath={path} ssrSearch="">
        <App />
      </Router>
    </StrictMode>
  );
}

/**
 * The markup of one route as the browser's first render will produce it, for hydration.
 * A first `prerender` pass waits for the lazily loaded page modules; once they are loaded,
 * `renderToString` emits the whole page in one piece. Streaming output would instead reveal
 * suspended parts with inline scripts, which the CSP (script-src 'self') forbids.
 */
export async function renderRoute(path: string): Promise<string> {
  const warmUp = await prerender(routeElement(path));
  await new Response(warmUp.prelude).arrayBuffer();
  const html = renderToString(routeElement(path));
  if (html.includes('<script')) throw new Error(`prerender ${path}: inline script in the markup`);
  if (html.includes('<template'))
    throw new Error(`prerender ${path}: a part of the page was still suspended`);
  return html;
}
