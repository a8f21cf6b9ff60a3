import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readAtMostEvery } from './read-at-most-every.ts';

interface PendingRead {
  db: string;
  previous: number | undefined;
  resolve: (figure: number) => void;
  reject: (error: Error) => void;
}

/** A read the test answers by hand, and the reads started so far once `count` have (a read starts on a later tick). */
function pendingReads() {
  const reads: PendingRead[] = [];
  const read = (db: string, previous: number | undefined) =>
    new Promise<number>((resolve, reject) => {
      reads.push({ db, previous, resolve, reject });
    });
  const started = async (count: number) => {
    // Every read due has started once the pending promise callbacks have run.
    await new Promise((settle) => setTimeout(settle, 0));
    expect(reads).toHaveLength(count);
    return reads;
  };
  return { read, started };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('readAtMostEvery', () => {
  it('shares the figure of a finished read with the requests of its window', async () => {
    const { read, started } = pendingReads();
    const figure = readAtMostEvery(5, read);
    const binding = {};
    const first = figure(binding, 'db');
    (await started(1))[0]?.resolve(7);
    expect(await first).toBe(7);
    vi.setSystemTime(Date.now() + 4_999);
    expect(await figure(binding, 'db')).toBe(7);
    expect(await started(1)).toHaveLength(1);
  });

  it('never hands a request a read another request still runs: each reads for itself', async () => {
    // A Worker request awaiting another request's I/O is cancelled by the runtime as hung.
    const { read, started } = pendingReads();
    const figure = readAtMostEvery(5, read);
    const binding = {};
    const first = figure(binding, 'db');
    vi.setSystemTime(Date.now() + 10);
    const meanwhile = figure(binding, 'db');
    const reads = await started(2);
    reads[1]?.resolve(8);
    expect(await meanwhile).toBe(8);
    reads[0]?.resolve(7);
    expect(await first).toBe(7);
    // The window runs from the read that started last, whichever finished first.
    expect(await figure(binding, 'db')).toBe(8);
    expect(await started(2)).toHaveLength(2);
  });

  it('reads again once the window has passed, handing the read the figure before', async () => {
    const { read, started } = pendingReads();
    const figure = readAtMostEvery(5, read);
    const binding = {};
    const first = figure(binding, 'db');
    (await started(1))[0]?.resolve(7);
    await first;
    vi.setSystemTime(Date.now() + 5_000);
    const second = figure(binding, 'db');
    const reads = await started(2);
    expect(reads[1]?.previous).toBe(7);
    reads[1]?.resolve(8);
    expect(await second).toBe(8);
  });

  it('keeps each binding apart', async () => {
    const { read, started } = pendingReads();
    const figure = readAtMostEvery(5, read);
    const one = figure({}, 'one');
    const other = figure({}, 'other');
    const reads = await started(2);
    expect(reads.map((r) => r.db)).toEqual(['one', 'other']);
    reads[0]?.resolve(1);
    reads[1]?.resolve(2);
    expect([await one, await other]).toEqual([1, 2]);
  });

  it('does not keep a failed read: the next request reads again', async () => {
    const { read, started } = pendingReads();
    const figure = readAtMostEvery(5, read);
    const binding = {};
    const failed = figure(binding, 'db');
    (await started(1))[0]?.reject(new Error('D1_ERROR: Network connection lost.'));
    await expect(failed).rejects.toThrow('Network connection lost');
    const retried = figure(binding, 'db');
    const reads = await started(2);
    expect(reads[1]?.previous).toBeUndefined();
    reads[1]?.resolve(3);
    expect(await retried).toBe(3);
  });
});
