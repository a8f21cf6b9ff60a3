import { parentPort, workerData } from 'node:worker_threads';
import { generateAll } from '../generate-all.ts';
import type { GenerationOptions } from '../options.ts';

/** Generation runs on its own thread so the main thread spends its core on SQLite. */
const { options, inFlight, maxInFlight } = workerData as {
  options: GenerationOptions;
  inFlight: Int32Array;
  maxInFlight: number;
};
const port = parentPort;
if (!port) throw new Error('generate-worker.ts runs as a worker thread');

generateAll(options, {
  write(table, rows) {
    // Back-pressure: wait while the loader still has maxInFlight batches to insert.
    for (
      let pending = Atomics.load(inFlight, 0);
      pending >= maxInFlight;
      pending = Atomics.load(inFlight, 0)
    ) {
      Atomics.wait(inFlight, 0, pending);
    }
    Atomics.add(inFlight, 0, 1);
    port.postMessage({ table, rows });
  },
});
port.postMessage({ done: true });
