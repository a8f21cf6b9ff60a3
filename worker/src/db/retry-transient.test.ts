import { describe, expect, it } from 'vitest';
import { backoffDelay, isTransientD1Error, jitterSequence, retryTransient } from './retry-transient.ts';

/** A write that fails with the given errors first, then answers 'done'. */
function flaky(...errors: Error[]) {
  let calls = 0;
  return {
    write: async () => {
      const error = errors[calls];
      calls += 1;
      if (error) throw error;
      return 'done';
    },
    calls: () => calls,
  };
}

const transient = () => new Error('D1_ERROR: Network connection lost.');

describe('retryTransient', () => {
  it('retries the documented transient D1 errors with growing, jittered waits', async () => {
    const waits: number[] = [];
    const op = flaky(transient(), new Error('D1_ERROR: storage caused object to be reset'), transient());
    const result = await retryTransient(op.write, {
      jitter: () => 0.5,
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
    expect(result).toBe('done');
    expect(op.calls()).toBe(4);
    expect(waits).toEqual([13, 25, 50]);
  });

  it('gives up after the last attempt with the last error', async () => {
    const op = flaky(transient(), transient(), transient());
    await expect(retryTransient(op.write, { attempts: 3, sleep: async () => {} })).rejects.toThrow(
      'Network connection lost',
    );
    expect(op.calls()).toBe(3);
  });

  it('never retries an error that is not transient', async () => {
    const op = flaky(new Error('D1_ERROR: UNIQUE constraint failed: conversions.order_id'));
    await expect(retryTransient(op.write, { sleep: async () => {} })).rejects.toThrow('UNIQUE');
    expect(op.calls()).toBe(1);
  });

  it('sees a transient error wrapped as the cause of a query error', () => {
    const wrapped = new Error('Failed query: insert into x', {
      cause: new Error('D1_ERROR: Durable Object reset because its code was updated.'),
    });
    expect(isTransientD1Error(wrapped)).toBe(true);
    expect(isTransientD1Error(new Error('D1_ERROR: no such table: x'))).toBe(false);
  });
});

describe('backoff', () => {
  it('doubles up to the cap, scaled by the jitter', () => {
    const full = { baseDelayMs: 25, maxDelayMs: 400, jitter: () => 0.999 };
    expect([0, 1, 2, 3, 4, 5].map((retry) => backoffDelay(retry, full))).toEqual([
      25, 50, 100, 200, 400, 400,
    ]);
    expect(backoffDelay(3, { ...full, jitter: () => 0 })).toBe(0);
  });

  it('draws jitter deterministically, spread over [0, 1)', () => {
    const a = jitterSequence(7);
    const b = jitterSequence(7);
    const draws = Array.from({ length: 1000 }, () => a());
    expect(Array.from({ length: 1000 }, () => b())).toEqual(draws);
    expect(draws.every((x) => x >= 0 && x < 1)).toBe(true);
    const mean = draws.reduce((s, x) => s + x, 0) / draws.length;
    expect(mean).toBeGreaterThan(0.45);
    expect(mean).toBeLessThan(0.55);
  });
});
