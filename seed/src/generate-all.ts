import { createSeedContext, type RowSink } from './context.ts';
import { DATASETS } from './datasets/registry.ts';
import type { GenerationOptions } from './options.ts';

/** Runs every dataset in registry order into one sink: the whole seed as a row stream. */
export function generateAll(options: GenerationOptions, sink: RowSink): void {
  const context = createSeedContext(options, sink);
  for (const dataset of DATASETS) dataset.generate(context);
  context.flush();
}
