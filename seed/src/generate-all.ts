import { createSeedContext, type Partition, type RowSink } from './context.ts';
import { DATASETS } from './datasets/registry.ts';
import type { GenerationOptions } from './options.ts';

/**
 * Runs every dataset in registry order into one sink: the whole seed as a row stream, or
 * this thread's share of it when a partition is given.
 */
export function generateAll(options: GenerationOptions, sink: RowSink, partition?: Partition): void {
  const context = createSeedContext(options, sink, partition);
  for (const dataset of DATASETS) {
    if (dataset.splits || (partition?.index ?? 0) === 0) dataset.generate(context);
  }
  context.flush();
}
