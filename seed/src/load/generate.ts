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
 * hands every batch to the sink on this thread, holding at most MAX_IN_FLIGHT batches in
 * memory. Rows carry their ids, so the interleaving of threads does not change the data.
 * The sink may still be on its way (a database being migrated): the threads start at once,
 * and their first batches wait, within the same bound, until it arrives.
 */
export function generateOnWorkers(
  options: GenerationOptions,
  sinkOrPending: RowSink | Promise<RowSink>,
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
    let sink: RowSink | undefined;
    // Messages that arrived before the sink, in order: batches and the threads' ends.
    const waiting: WorkerMessage[] = [];
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      for (const worker of workers) void worker.terminate();
      reject(error);
    };
    const handle = (to: RowSink, message: WorkerMessage) => {
      if ('done' in message) {
        running -= 1;
        if (running === 0) resolve();
        return;
      }
      try {
        to.write(message.table, message.rows);
      } catch (error) {
        fail(error);
        return;
      }
      Atomics.sub(inFlight, 0, 1);
      Atomics.notify(inFlight, 0);
    };
    Promise.resolve(sinkOrPending).then((ready) => {
      if (failed) return;
      sink = ready;
      for (const message of waiting.splice(0)) if (!failed) handle(ready, message);
    }, fail);
    for (const worker of workers) {
      worker.on('message', (message: WorkerMessage) => {
        if (failed) return;
        if (sink) handle(sink, message);
        else waiting.push(message);
      });
      worker.on('error', fail);
      worker.on('exit', (code) => {
        if (code !== 0) fail(new Error(`seed generator stopped with exit code ${code}`));
      });
    }
  });
}
