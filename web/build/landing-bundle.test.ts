import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * What the built landing pages cost a first visit, read from web/dist as `npm run build`
 * leaves it (`npm test` builds before it runs the tests, as the browser tests need too):
 * no pre-rendered page over 40 KB of HTML; before the home page's first paint, only its small
 * entry script; before it is interactive, at most 100 KB of gzipped JavaScript, free of zod.
 */
const dist = path.resolve(import.meta.dirname, '../dist');
const maxPrerenderedHtmlBytes = 40 * 1024;
const maxHomeJsGzipBytes = 100 * 1024;
/** The entry only schedules the app after the first paint; react-dom alone is 68 KB gzipped. */
const maxFirstPaintJsGzipBytes = 3 * 1024;

/** zod's own type name, kept by minification: a chunk holding it carries zod. */
const zodMarker = '$ZodType';

const htmlFiles = async () =>
  (await readdir(dist, { recursive: true }))
    .filter((file) => file.endsWith('.html'))
    .map((file) => file.split(path.sep).join('/'));

const isPrerendered = (html: string) => !html.includes('<div id="root"></div>');

const homeHtml = () => readFile(path.join(dist, 'index.html'), 'utf8');

/** The module scripts an HTML file loads at once: its entry script and its modulepreloads. */
function scriptsOf(html: string): string[] {
  const srcs = [...html.matchAll(/<script type="module"[^>]* src="\/([^"]+)"/g)].map((m) => m[1] as string);
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]* href="\/([^"]+)"/g)].map(
    (m) => m[1] as string,
  );
  return [...srcs, ...preloads];
}

/** The chunks a chunk's code names in `import(...)`: loaded later, when that code runs. */
const dynamicImportsOf = (file: string, code: string) =>
  [...code.matchAll(/\bimport\(\s*[`"'](\.\/[^`"']+)[`"']\s*\)/g)].map((m) =>
    path.posix.join(path.posix.dirname(file), m[1] as string),
  );

/** These chunks and every chunk they import statically, with their code. */
async function withStaticImports(files: readonly string[]): Promise<Map<string, string>> {
  const chunks = new Map<string, string>();
  const pending = [...files];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (chunks.has(file)) continue;
    const code = await readFile(path.join(dist, file), 'utf8');
    chunks.set(file, code);
    // Static imports only: `import(...)` loads later, on demand.
    for (const [, spec] of code.matchAll(
      /(?:^|[;}\s])import\s*(?:[^"'();]*?\sfrom\s*)?["'](\.\/[^"']+)["']/g,
    ))
      pending.push(path.posix.join(path.posix.dirname(file), spec as string));
  }
  return chunks;
}

/** The JavaScript that runs before the first paint: the page's scripts and their static imports. */
const firstPaintChunks = (html: string) => withStaticImports(scriptsOf(html));

/**
 * All the JavaScript before the page is interactive: the first-paint chunks, the app they
 * start with `import(...)` once the page has painted, and everything those import
 * statically. Screens the app loads lazily (other routes, dialogs, the results) are not part
 * of it: the app imports those, not the entry.
 */
async function interactiveChunks(html: string): Promise<Map<string, string>> {
  const firstPaint = await firstPaintChunks(html);
  const started = [...firstPaint].flatMap(([file, code]) => dynamicImportsOf(file, code));
  return new Map([...firstPaint, ...(await withStaticImports(started))]);
}

const gzipBytesOf = (chunks: Map<string, string>) =>
  [...chunks.values()].reduce((sum, code) => sum + gzipSync(code, { level: 9 }).length, 0);

describe('the built landing pages', () => {
  beforeAll(() => {
    if (!existsSync(path.join(dist, 'index.html')))
      throw new Error('web/dist is missing: run `npm run build` before this test (`npm test` does).');
  });

  it('pre-render the home page, the about page and the 404, each within 40 KB of HTML', async () => {
    const prerendered: string[] = [];
    for (const file of await htmlFiles()) {
      const html = await readFile(path.join(dist, file), 'utf8');
      if (!isPrerendered(html)) continue;
      prerendered.push(file);
      expect(Buffer.byteLength(html), `${file} is over 40 KB`).toBeLessThanOrEqual(maxPrerenderedHtmlBytes);
    }
    expect(prerendered).toEqual(expect.arrayContaining(['index.html', 'about.html', '404.html']));
  });

  it('run only the small entry script before the home page first paints', async () => {
    const html = await homeHtml();
    const firstPaint = await firstPaintChunks(html);
    expect([...firstPaint.keys()]).toEqual([expect.stringMatching(/^assets\/index-[^/]+\.js$/)]);
    expect(gzipBytesOf(firstPaint)).toBeLessThanOrEqual(maxFirstPaintJsGzipBytes);
  });

  it('keep zod out of what the home page loads before it is interactive', async () => {
    const html = await homeHtml();
    const chunks = await interactiveChunks(html);
    expect(scriptsOf(html).filter((file) => /\/schemas-[^/]*\.js$/.test(file))).toEqual([]);
    expect([...chunks].filter(([, code]) => code.includes(zodMarker)).map(([file]) => file)).toEqual([]);
    // The marker is right: some chunk of the app does carry zod, for the screens that parse with it.
    const all = await readdir(path.join(dist, 'assets'));
    const zodChunks = [];
    for (const file of all.filter((f) => f.endsWith('.js')))
      if ((await readFile(path.join(dist, 'assets', file), 'utf8')).includes(zodMarker)) zodChunks.push(file);
    expect(zodChunks.length).toBeGreaterThan(0);
  });

  it('load at most 100 KB of gzipped JavaScript on the home page before it is interactive', async () => {
    const chunks = await interactiveChunks(await homeHtml());
    // react-dom is in it: the count covers the app the entry starts, not the entry alone.
    expect([...chunks.values()].some((code) => code.includes('__reactFiber$'))).toBe(true);
    expect(gzipBytesOf(chunks)).toBeLessThanOrEqual(maxHomeJsGzipBytes);
  });
});
