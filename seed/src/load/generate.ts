import { Worker } from 'node:worker_threads';
import type { RowSink } from '../context.ts';
import type { GenerationOptions } from '../options.ts';
import type { SqlValue } from './table-layout.ts';

const MAX_IN_FLIGHT = 32;

type WorkerMessage = { table: string; rows: SqlValue[][] } | { done: true };

/**
 * Generates every dataset on a worker thread and hands each batch to `sink` on this thread,
 * in the order generated, holding at most MAX_IN_FLIGHT batches in memory.
 */
export function generateOnWorker(options: GenerationOptions, sink: RowSink): Promise<void> {
  const inFlight = new Int32Array(new SharedArrayBuffer(4));
  const worker = new Worker(new URL('./generate-worker.ts', import.meta.url), {
    workerData: { options, inFlight, maxInFlight: MAX_IN_FLIGHT },
  });
  return new Promise((resolve, reject) => {
    let failed = false;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      void worker.terminate();
      reject(error);
    };
    worker.on('message', (message: WorkerMessage) => {
      if (failed) return;
      if ('done' in message) {
        resolve();
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
  });
}
