import {
  learningModulePath,
  learningModuleShellPath,
  notFoundPagePath,
} from '@domainary/schema/site/screen-paths.ts';

type Assets = { fetch: (request: Request) => Promise<Response> };

/** The built file at `path`, with headers the worker's middleware may still add to. */
async function assetAt(assets: Assets, path: string, init: Request | RequestInit, status?: number) {
  const file = await assets.fetch(new Request(path, init));
  return new Response(file.body, { status: status ?? file.status, headers: file.headers });
}

/**
 * A page address that reaches the worker (wrangler.toml sends /learning/* and the 404 page's
 * own address here first; every other page is a static file or the 404 page). A numeric
 * /learning/{id} is a module screen, answered with the app shell; the page itself says
 * 'Module Not Found' for an id without one.
 * Anything else, the shell's own address included, is the not-found screen with a 404.
 */
export async function screenResponse(assets: Assets, request: Request): Promise<Response> {
  const url = new URL(request.url);
  if (learningModulePath.test(url.pathname)) {
    // The visitor's headers go along, so a cached shell is revalidated with a 304.
    return assetAt(assets, new URL(learningModuleShellPath, url).href, request);
  }
  // Without them: a 304 for the 404 page would lose its body under the 404 status.
  return assetAt(assets, new URL(notFoundPagePath, url).href, { method: request.method }, 404);
}
