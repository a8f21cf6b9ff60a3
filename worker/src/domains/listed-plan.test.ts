import { describe, expect, it } from 'vitest';
import { listedPhases } from './listed-plan.ts';
import { START_KEY } from './search-cursor.ts';

describe('listed browse plan', () => {
  it('reads one status by value from the start of the value index', () => {
    expect(listedPhases('premium', 'value', '2026-11-25')).toEqual([
      { index: 'domains_listed_by_value_idx', startAfter: START_KEY, endUnknown: false },
    ]);
  });

  it("starts ending soonest just before today's first key, so names already ended are left out", () => {
    const [byEnd] = listedPhases('expiring', 'ending', '2026-11-25');
    // 20261125 << 26, less one: the largest key of 24 November.
    expect(byEnd?.startAfter).toBe(String(20261125n * 2n ** 26n - 1n));
    expect(BigInt(byEnd?.startAfter ?? 0) + 1n).toBe(20261125n << 26n);
  });

  it('lists auctions without a known end after the dated ones, by value; expiring names always have one', () => {
    expect(listedPhases('auction', 'ending', '2026-11-25').map((p) => [p.index, p.endUnknown])).toEqual([
      ['domains_listed_by_end_idx', false],
      ['domains_listed_by_value_idx', true],
    ]);
    expect(listedPhases('expiring', 'ending', '2026-11-25')).toHaveLength(1);
  });
});
