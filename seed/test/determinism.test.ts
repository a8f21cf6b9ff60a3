import { afterEach, describe, expect, it, vi } from 'vitest';
import { digestsOf } from './support/generate-tables.ts';

const base = { companies: 400, seed: 7, asOf: '2026-03-15' };
const digestOf = (digests: ReturnType<typeof digestsOf>, table: string) =>
  digests.find((d) => d.table === table);

describe('seed generation is deterministic', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('gives identical rows for identical options, without Math.random', () => {
    vi.spyOn(Math, 'random').mockImplementation(() => {
      throw new Error('the seed must not use Math.random');
    });
    const first = digestsOf(base);
    const second = digestsOf(base);
    expect(second).toEqual(first);
    expect(digestOf(first, 'companies')?.rows).toBe(400);
    expect(digestOf(first, 'domains')?.rows).toBeGreaterThan(400 * 2);
  });

  it('changes the generated data when the seed changes', () => {
    const first = digestsOf(base);
    const other = digestsOf({ ...base, seed: 8 });
    for (const table of ['companies', 'domains', 'domain_check_results']) {
      expect(digestOf(other, table)?.sha256, table).not.toBe(digestOf(first, table)?.sha256);
    }
    // Reference data does not depend on the seed.
    expect(digestOf(other, 'sales')).toEqual(digestOf(first, 'sales'));
  });

  it('changes with the number of companies and with the as-of day', () => {
    const first = digestsOf(base);
    const fewer = digestsOf({ ...base, companies: 399 });
    const later = digestsOf({ ...base, asOf: '2026-03-16' });
    expect(digestOf(fewer, 'companies')?.rows).toBe(399);
    expect(digestOf(fewer, 'companies')?.sha256).not.toBe(digestOf(first, 'companies')?.sha256);
    expect(digestOf(later, 'domains')?.sha256).not.toBe(digestOf(first, 'domains')?.sha256);
  });
});
