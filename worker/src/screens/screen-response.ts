import {
  learningModulePath,
  learningModuleShellPath,
  notFoundPagePath,
} from '@domainary/schema/site/screen-paths.ts';

type Assets = { fetch: (request: Request) => Promise<Response> };

/** Whether the academy holds a module with this id. */
export type ModuleExists = (id: number) => Promise<boolean>;

/** The built file at `path`, with headers the worker's middleware may still add to. */
async function assetAt(assets: Assets, path: string, init: Request | RequestInit, status?: number) {
  const file = await assets.fetch(new Request(path, init));
  return new Response(file.body, { status: status ?? file.status, headers: file.headers });
}

/**
 * A page address that reaches the worker (wrangler.toml sends /learning/* and the 404 page's
 * own address here first; every other page is a static file or the 404 page). A numeric
 * /learning/{id} is a module screen, answered with the app shell: with 200 when the module
 * exists, else with 404, and the page itself then says 'Module Not Found' (503 when the
 * database cannot tell).
 * Anything else, the shell's own address included, is the not-found screen with a 404.
 */
export async function screenResponse(
  assets: Assets,
  request: Request,
  moduleExists: ModuleExists,
): Promise<Response> {
  const url = new URL(request.url);
  const moduleId = learningModulePath.exec(url.pathname)?.groups?.id;
  if (moduleId !== undefined) {
    const shell = new URL(learningModuleShellPath, url).href;
    const exists = await moduleExists(Number(moduleId)).catch(() => null);
    if (exists) {
      // The visitor's headers go along, so a cached shell is revalidated with a 304.
      return assetAt(assets, shell, request);
    }
    // Unknown while the database cannot answer: the page then shows its own load failure.
    return assetAt(assets, shell, { method: request.method }, exists === null ? 503 : 404);
  }
  // Without them: a 304 for the 404 page would lose its body under the 404 status.
  return assetAt(assets, new URL(notFoundPagePath, url).href, { method: request.method }, 404);
}
