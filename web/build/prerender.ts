import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { learningModuleShellPath, notFoundPagePath } from '@domainary/schema/site/screen-paths.ts';
import { createServer, type Plugin, type ResolvedConfig } from 'vite';
import { blogFeedPath, blogFeedTitle } from '../src/content/blog/blog-feed.ts';
import { blogArticlePath, blogIntro, blogMeta, blogPosts } from '../src/content/blog/posts.ts';
import type * as RenderRoute from '../src/prerender/render-route.tsx';
import type * as StaticRoutes from '../src/prerender/static-routes.ts';
import { pageHtml } from './page-html.ts';
import { renderRobots, renderRssFeed, renderSitemap } from './site-files.ts';
import { wranglerVars } from './wrangler-vars.ts';

type ChunkInfo = { fileName: string; imports: string[] };

/** The page chunk and everything it imports, entry chunk excluded (the HTML loads it already). */
function preloadsFor(page: string, chunks: Map<string, ChunkInfo>, entry: string | undefined): string[] {
  const start = chunks.get(page);
  if (!start) return [];
  const byFile = new Map([...chunks.values()].map((c) => [c.fileName, c]));
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || file === entry) return;
    seen.add(file);
    for (const next of byFile.get(file)?.imports ?? []) visit(next);
  };
  visit(start.fileName);
  return [...seen];
}

/**
 * After the client build, renders every static route with react-dom/static into
 * dist/<route>.html (wrangler serves /about from about.html without a redirect), and the
 * home page's frame into index.html; writes every other screen's app shell with its own head, the not-found screen as 404.html (served with a 404 for any
 * address without a file), and sitemap.xml and robots.txt for the public origin
 * (SITE_ORIGIN, else PUBLIC_ORIGIN), and the blog's RSS feed.
 */
export function prerenderStaticRoutes(): Plugin {
  let config: ResolvedConfig;
  const chunks = new Map<string, ChunkInfo>();
  let entry: string | undefined;
  // closeBundle also runs after a failed build; then there is nothing to pre-render and the
  // build's own error is the one to report.
  let written = false;
  return {
    name: 'domainary:prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle(_options, bundle) {
      written = true;
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk' || !output.facadeModuleId) continue;
        const key = path
          .relative(path.join(config.root, 'src'), output.facadeModuleId)
          .split(path.sep)
          .join('/');
        chunks.set(key, { fileName: output.fileName, imports: output.imports });
        if (output.isEntry) entry = output.fileName;
      }
    },
    async closeBundle() {
      if (!written) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      const origin = process.env.SITE_ORIGIN ?? (await wranglerVars()).PUBLIC_ORIGIN;
      if (!origin) throw new Error('prerender: set SITE_ORIGIN or PUBLIC_ORIGIN in wrangler.toml [vars]');
      const shell = await readFile(path.join(outDir, 'index.html'), 'utf8');
      // Every page links the one stylesheet rather than inlining it: inlined whole it made the
      // about page 158 KB of HTML, and measured with Lighthouse the linked stylesheet scored
      // better on both landing pages (a per-page subset was still 44-55 KB of CSS).
      const server = await createServer({
        configFile: config.configFile,
        root: config.root,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      try {
        const { staticRoutes, shellRoutePaths, framedShellPaths, dynamicSitemapPaths } =
          (await server.ssrLoadModule('/src/prerender/static-routes.ts')) as typeof StaticRoutes;
        const { renderRoute, renderStaticRoute } = (await server.ssrLoadModule(
          '/src/prerender/render-route.tsx',
        )) as typeof RenderRoute;
        const write = async (routePath: string, html: string) => {
          const name = routePath === '/' ? 'index' : routePath.replace(/^\//, '');
          const file = path.join(outDir, `${name}.html`);
          await mkdir(path.dirname(file), { recursive: true });
          await writeFile(file, html);
        };
        for (const route of staticRoutes) {
          const { body } = await renderStaticRoute(route.path);
          const canonical = new URL(route.path, origin).href;
          await write(
            route.path,
            pageHtml(shell, { ...route, canonical }, body, preloadsFor(route.page, chunks, entry)),
          );
        }
        // The other shell screens are rendered only to hear their meta: their content is data
        // the browser fetches, so the HTML keeps an empty #root and the page renders on load.
        // A framed shell keeps its rendered frame, hydrated in place like a static route.
        for (const routePath of shellRoutePaths) {
          const framed = framedShellPaths.includes(routePath);
          const { meta, body } = framed ? await renderStaticRoute(routePath) : await renderRoute(routePath);
          if (!meta?.path)
            throw new Error(`prerender ${routePath}: the page sets no usePageMeta with a path`);
          const head = { ...meta, canonical: new URL(meta.path, origin).href };
          await write(routePath, pageHtml(shell, head, framed ? body : '', []));
        }
        // A module's title comes from the database: the worker answers /learning/{id} with
        // this shell, and the page sets its own meta once the module loads.
        await write(learningModuleShellPath, shell);
        const notFound = await renderStaticRoute(notFoundPagePath);
        if (!notFound.meta) throw new Error('prerender: the not-found page sets no usePageMeta');
        await write(notFoundPagePath, pageHtml(shell, notFound.meta, notFound.body, []));
        const sitemap = [
          ...dynamicSitemapPaths.map((p) => ({ path: p })),
          ...staticRoutes.map((r) => ({ path: r.path, lastModified: r.lastModified })),
        ];
        await writeFile(path.join(outDir, 'sitemap.xml'), renderSitemap(origin, sitemap));
        await writeFile(path.join(outDir, 'robots.txt'), renderRobots(origin));
        const feed = renderRssFeed(
          origin,
          { title: blogFeedTitle, description: blogIntro.lead, path: blogMeta.path, feedPath: blogFeedPath },
          blogPosts.map((post) => ({
            title: post.title,
            path: blogArticlePath(post.slug),
            date: post.date,
            summary: post.excerpt,
            category: post.topic,
          })),
        );
        const feedFile = path.join(outDir, blogFeedPath.replace(/^\//, ''));
        await mkdir(path.dirname(feedFile), { recursive: true });
        await writeFile(feedFile, feed);
        config.logger.info(
          `prerender: ${staticRoutes.length} static routes, ${shellRoutePaths.length} shells, 404.html, sitemap.xml, robots.txt, ${blogFeedPath}`,
        );
      } finally {
        await server.close();
      }
    },
  };
}
