import {
  learningModulePath,
  learningModuleShellPath,
  notFoundPagePath,
} from '@domainary/schema/site/screen-paths.ts';

type Assets = { fetch: (request: Request) => Promise<Response> };

function assetAt(assets: Assets, path: string, request: Request): Promise<Response> {
  return assets.fetch(new Request(new URL(path, request.url), request));
}

/**
 * A page address that reaches the worker (wrangler.toml sends /learning/* here first; every
 * other page is a static file or the 404 page). A numeric /learning/{id} is a module screen,
 * answered with the app shell; the page itself says 'Module Not Found' for an id without one.
 * Anything else, the shell's own address included, is the not-found screen with a 404.
 */
export async function screenResponse(assets: Assets, request: Request): Promise<Response> {
  if (learningModulePath.test(new URL(request.url).pathname)) {
    return assetAt(assets, learningModuleShellPath, request);
  }
  const page = await assetAt(assets, notFoundPagePath, request);
  return new Response(page.body, { status: 404, headers: page.headers });
}
