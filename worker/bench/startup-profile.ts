import { SourceMap } from 'node:module';
import path from 'node:path';
import type { CpuProfile, Locate } from './profile-summary.ts';

/** What `wrangler check startup` reports of one start: busy CPU, its garbage collection, idle. */
export interface StartupCpu {
  activeMs: number;
  garbageCollectionMs: number;
  idleMs: number;
}

const round1 = (us: number) => Math.round(us / 100) / 10;

/**
 * The CPU of a startup profile as wrangler counts it: every sample but idle ones is active,
 * each standing for the time until the next sample (as DevTools counts it).
 */
export function startupCpu(profile: CpuProfile): StartupCpu {
  const names = new Map(profile.nodes.map((node) => [node.id, node.callFrame.functionName]));
  let active = 0;
  let gc = 0;
  let idle = 0;
  profile.samples.forEach((id, i) => {
    const us = profile.timeDeltas[i + 1] ?? 0;
    const name = names.get(id);
    if (name === '(idle)') idle += us;
    else {
      active += us;
      if (name === '(garbage collector)') gc += us;
    }
  });
  return { activeMs: round1(active), garbageCollectionMs: round1(gc), idleMs: round1(idle) };
}

/** The bundle size line of `wrangler deploy --dry-run`: "Total Upload: 2784.68 KiB / gzip: 845.44 KiB". */
export function bundleSizeOf(output: string): string | null {
  return /Total Upload: ([\d.]+ KiB \/ gzip: [\d.]+ KiB)/.exec(output)?.[1] ?? null;
}

/** The middle value (the lower middle of an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted[(sorted.length - 1) >> 1];
  if (middle === undefined) throw new Error('median of nothing');
  return middle;
}

/**
 * Source file and line of a frame of the bundle that `wrangler deploy --dry-run --outdir`
 * wrote beside its source map; V8's own entries (garbage collector, program) keep their names.
 */
export function bundleLocator(mapJson: string, mapDirectory: string, root: string): Locate {
  const map = new SourceMap(JSON.parse(mapJson));
  return (frame) => {
    if (!frame.url.endsWith('index.js') || frame.lineNumber < 0)
      return frame.url ? 'index.js (top level)' : '';
    const entry = map.findEntry(frame.lineNumber, frame.columnNumber);
    if (!('originalSource' in entry)) return `index.js:${frame.lineNumber + 1}`;
    const source = path.resolve(mapDirectory, entry.originalSource.replace(/^file:\/\//, ''));
    return `${path.relative(root, source).replace(/^(\.\.\/)*node_modules\//, '')}:${entry.originalLine + 1}`;
  };
}
