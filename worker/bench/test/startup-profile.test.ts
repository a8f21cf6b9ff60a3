import { describe, expect, it } from 'vitest';
import type { CpuProfile } from '../profile-summary.ts';
import { bundleSizeOf, median, startupCpu } from '../startup-profile.ts';

const frame = (functionName: string) => ({ functionName, url: '', lineNumber: -1, columnNumber: -1 });

describe('startup CPU from a wrangler check startup profile', () => {
  it('counts every sample but idle as active, each for the time until the next sample', () => {
    const profile: CpuProfile = {
      nodes: [
        { id: 1, callFrame: frame('(root)') },
        { id: 2, callFrame: frame('(idle)') },
        { id: 3, callFrame: frame('(garbage collector)') },
        { id: 4, callFrame: { ...frame('buildIndex'), url: 'index.js', lineNumber: 10 } },
      ],
      samples: [4, 3, 2, 4, 2],
      timeDeltas: [100, 2000, 500, 3000, 1500, 500],
    };
    expect(startupCpu(profile)).toEqual({ activeMs: 4, garbageCollectionMs: 0.5, idleMs: 3.5 });
  });

  it("reads the bundle size from wrangler's dry run, and null when the line is missing", () => {
    const output =
      'Attaching bindings\nTotal Upload: 2784.68 KiB / gzip: 845.44 KiB\nYour Worker has access to';
    expect(bundleSizeOf(output)).toBe('2784.68 KiB / gzip: 845.44 KiB');
    expect(bundleSizeOf('✘ [ERROR] Build failed')).toBeNull();
  });

  it('takes the middle of three runs, whatever their order', () => {
    expect(median([631.3, 304.7, 883.9])).toBe(631.3);
    expect(() => median([])).toThrow();
  });
});
