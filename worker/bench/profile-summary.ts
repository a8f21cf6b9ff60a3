/** The parts of a V8 CPU profile (DevTools Protocol Profiler.Profile) the summaries read. */
export interface CpuProfile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  }[];
  samples: number[];
  /** Microseconds since the previous sample; the first is since the profile started. */
  timeDeltas: number[];
}

export interface SelfTime {
  name: string;
  /** Self time per request, in ms. */
  'ms/req': number;
  /** Share of the busy (non-idle) time. */
  share: string;
}

/** V8's own entries for time spent outside JavaScript; idle is time waiting for I/O. */
const idle = '(idle)';

/** Where a frame's code comes from: a source file and line of the bundle, or V8's name for it. */
export type Locate = (frame: CpuProfile['nodes'][number]['callFrame']) => string;

/** Source positions through the bundle's source map; built-ins (d1-api, fetch) keep their own names. */
export function frameLocator(bundleSource: (line: number, column: number) => string | null): Locate {
  return (frame) => {
    if (frame.url === 'index.js') {
      return bundleSource(frame.lineNumber, frame.columnNumber) ?? `index.js:${frame.lineNumber + 1}`;
    }
    return frame.url ? `${frame.url}:${frame.lineNumber + 1}` : '';
  };
}

/**
 * Self time summed by a key of each sample's node. A sample stands for the time until the
 * next one, as DevTools counts it.
 */
function selfTimeBy(
  profile: CpuProfile,
  requests: number,
  key: (node: CpuProfile['nodes'][number]) => string,
): SelfTime[] {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  for (let i = 0; i < profile.samples.length; i += 1) {
    const node = nodes.get(profile.samples[i] as number);
    if (!node) continue;
    const name = key(node);
    totals.set(name, (totals.get(name) ?? 0) + (profile.timeDeltas[i + 1] ?? 0));
  }
  totals.delete(idle);
  const busy = [...totals.values()].reduce((sum, us) => sum + us, 0);
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .map(([name, us]) => ({
      name,
      'ms/req': Math.round((us / 1000 / requests) * 100) / 100,
      share: `${((100 * us) / busy).toFixed(1)}%`,
    }));
}

export const selfTimeByFunction = (profile: CpuProfile, requests: number, locate: Locate) =>
  selfTimeBy(profile, requests, ({ callFrame: f }) =>
    f.functionName.startsWith('(')
      ? f.functionName
      : `${f.functionName || '(anonymous)'} ${locate(f)}`.trim(),
  );

/** Self time by source file (line numbers dropped); native code by its own name. */
export const selfTimeByFile = (profile: CpuProfile, requests: number, locate: Locate) =>
  selfTimeBy(profile, requests, ({ callFrame: f }) => locate(f).replace(/:\d+$/, '') || f.functionName);
