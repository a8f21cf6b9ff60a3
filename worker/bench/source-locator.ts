import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';

/**
 * Maps a position in the bundle `wrangler dev` serves (its newest `.wrangler/tmp/<dir>/index.js`,
 * which exists only while the server runs) back to the source file and line, through the
 * bundle's source map.
 */
export function bundleSourceLocator(root: string): (line: number, column: number) => string | null {
  const tmp = path.join(root, '.wrangler/tmp');
  const maps = existsSync(tmp)
    ? readdirSync(tmp)
        .map((dir) => path.join(tmp, dir, 'index.js.map'))
        .filter((file) => existsSync(file))
        .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)
    : [];
  const newest = maps[0];
  if (!newest) return () => null;
  const map = new SourceMap(JSON.parse(readFileSync(newest, 'utf8')));
  const bundleDir = path.dirname(newest);
  return (line, column) => {
    const entry = map.findEntry(line, column);
    if (!('originalSource' in entry)) return null;
    const source = path.relative(
      root,
      path.resolve(bundleDir, entry.originalSource.replace(/^file:\/\//, '')),
    );
    return `${source.replace(/^(\.\.\/)*node_modules\//, '')}:${entry.originalLine + 1}`;
  };
}
