import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const webRoot = path.resolve(import.meta.dirname, '..');

/**
 * web/package.json's `sideEffects` tells the bundler which of the app's modules do something
 * when imported; every other module is dropped wherever none of its exports is used (that is
 * what lets a feature's index.ts name modules a chunk never loads). So a module imported only
 * for what it does, by `import './x'` or by a dynamic `import('./x')` whose answer is not kept,
 * must match one of those patterns, or the build silently leaves its work out.
 */
async function sideEffectPatterns(): Promise<string[]> {
  const manifest = JSON.parse(await readFile(path.join(webRoot, 'package.json'), 'utf8')) as {
    sideEffects: string[];
  };
  // As the bundler reads them: a pattern without a slash matches a file name in any folder.
  return manifest.sideEffects.map((p) => (p.includes('/') ? path.posix.normalize(p) : `**/${p}`));
}

/** Each relative import made for its effect alone, as the path of the module from web/. */
async function effectOnlyImports(): Promise<{ from: string; module: string }[]> {
  const src = path.join(webRoot, 'src');
  const files = (await readdir(src, { recursive: true })).filter(
    (f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f),
  );
  const found: { from: string; module: string }[] = [];
  for (const file of files) {
    const code = await readFile(path.join(src, file), 'utf8');
    const specs = [
      ...code.matchAll(/^import\s+['"](\.[^'"]+)['"]/gm),
      ...code.matchAll(/^\s*(?:await\s+|void\s+)?import\(\s*['"](\.[^'"]+)['"]\s*\);/gm),
    ].map((m) => m[1] as string);
    for (const spec of specs) {
      const module = path
        .relative(webRoot, path.resolve(src, path.dirname(file), spec))
        .split(path.sep)
        .join('/');
      found.push({ from: `src/${file.split(path.sep).join('/')}`, module });
    }
  }
  return found;
}

describe("the web package's sideEffects", () => {
  it('cover every module the app imports for its effect alone', async () => {
    const patterns = await sideEffectPatterns();
    const imports = await effectOnlyImports();
    // The stylesheet is one, so the scan finds what it looks for.
    expect(imports).toContainEqual({ from: 'src/main.tsx', module: 'src/styles.css' });
    const uncovered = imports.filter(({ module }) => !patterns.some((p) => path.matchesGlob(module, p)));
    expect(uncovered).toEqual([]);
  });

  it('do not cover the feature folders, whose unused modules a chunk must leave out', async () => {
    const patterns = await sideEffectPatterns();
    for (const module of [
      'src/valuation/index.ts',
      'src/valuation/simulator-options.ts',
      'src/ui/spinner.tsx',
    ])
      expect(patterns.some((p) => path.matchesGlob(module, p))).toBe(false);
  });
});
