import { describe, expect, it } from 'vitest';
import { shareOfDomain } from './learning-curve.ts';

describe('shareOfDomain', () => {
  it('draws each domain once in [0, 1), spread evenly, so a smaller share is a subset of a larger one', () => {
    const draws = Array.from({ length: 4000 }, (_, k) => shareOfDomain(`name${k}.com`));
    for (const d of draws) {
      expect(d).toBeGreaterThanOrEqual(0);
      expect(d).toBeLessThan(1);
    }
    expect(shareOfDomain('name7.com')).toBe(draws[7]);
    const quarter = draws.filter((d) => d < 0.25).length / draws.length;
    expect(quarter).toBeGreaterThan(0.22);
    expect(quarter).toBeLessThan(0.28);
  });
});
