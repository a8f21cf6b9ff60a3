import { parentPort, workerData } from 'node:worker_threads';
import type { Partition } from '../context.ts';
import { generateAll } from '../generate-all.ts';
import type { GenerationOptions } from '../options.ts';

/** One generator thread: its partition of the seed, batch by batch, to the loading thread. */
const { options, partition, inFlight, maxInFlight } = workerData as {
  options: GenerationOptions;
  partition: Partition;
  inFlight: Int32Array;
  maxInFlight: number;
};
const port = parentPort;
if (!port) throw new Error('generate-worker.ts runs as a worker thread');

generateAll(
  options,
  {
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
  },
  partition,
);
port.postMessage({ done: true });
