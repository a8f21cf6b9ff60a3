import { describe, expect, it } from 'vitest';
import { parsePerfReport } from '../perf-report.ts';

const report = `# Total Lost Samples: 0
#
# Samples: 5K of event 'cpu-clock'
# Event count (approx.): 2500000000
#
# Children      Self  Symbol
# ........  ........  ......
#
    36.77%     0.00%  [.] Builtins_JSEntry
    25.28%     0.02%  [.] sqlite3_step
     6.05%     0.00%  [.] sqlite3Reprepare
    11.45%     0.40%  [k] do_syscall_64
     0.51%     0.04%  [.] workerd::api::Response::constructor(workerd::jsg::Lock&, kj::Maybe<kj::OneOf<int>>)
`;

describe('perf report', () => {
  it('reads the sampled time and each symbol’s inclusive share, C++ names by their start', () => {
    const parsed = parsePerfReport(report);
    expect(parsed.totalMs).toBe(2500);
    expect(parsed.share('sqlite3_step')).toBeCloseTo(0.2528);
    expect(parsed.share('do_syscall_64')).toBeCloseTo(0.1145);
    expect(parsed.share('workerd::api::Response::constructor')).toBeCloseTo(0.0051);
  });

  it('gives 0 for a symbol never sampled and for an empty report', () => {
    expect(parsePerfReport(report).share('Cr_z_deflate')).toBe(0);
    expect(parsePerfReport('').totalMs).toBe(0);
  });
});
