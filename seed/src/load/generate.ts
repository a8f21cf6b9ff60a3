import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { RowSink } from '../context.ts';
import type { GenerationOptions } from '../options.ts';
import type { SqlValue } from './table-layout.ts';

const MAX_IN_FLIGHT = 32;
/** One generator per core: valuations dominate, and the loader mostly waits on them. */
const GENERATORS = Math.min(4, Math.max(1, availableParallelism()));

type WorkerMessage = { table: string; rows: SqlValue[][] } | { done: true };

/**
 * Generates every dataset on worker threads, each building its share of the items, and
 * hands every batch to `sink` on this thread, holding at most MAX_IN_FLIGHT batches in
 * memory. Rows carry their ids, so the interleaving of threads does not change the data.
 */
export function generateOnWorkers(
  options: GenerationOptions,
  sink: RowSink,
  count = GENERATORS,
): Promise<void> {
  const inFlight = new Int32Array(new SharedArrayBuffer(4));
  const workers = Array.from(
    { length: count },
    (_, index) =>
      new Worker(new URL('./generate-worker.ts', import.meta.url), {
        workerData: { options, partition: { index, count }, inFlight, maxInFlight: MAX_IN_FLIGHT },
      }),
  );
  return new Promise((resolve, reject) => {
    let running = count;
    let failed = false;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      for (const worker of workers) void worker.terminate();
      reject(error);
    };
    for (const worker of workers) {
      worker.on('message', (message: WorkerMessage) => {
        if (failed) return;
        if ('done' in message) {
          running -= 1;
          if (running === 0) resolve();
          return;
        }
        try {
          sink.write(message.table, message.rows);
        } catch (error) {
          fail(error);
          return;
        }
        Atomics.sub(inFlight, 0, 1);
        Atomics.notify(inFlight, 0);
      });
      worker.on('error', fail);
      worker.on('exit', (code) => {
        if (code !== 0) fail(new Error(`seed generator stopped with exit code ${code}`));
      });
    }
  });
}
