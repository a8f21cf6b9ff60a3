/** The drop radar as other features use it: tracking a watched name, its stage histories and each name's lifecycle reading. */
export type { StageSighting } from './data/stage-sighting.ts';
export { historiesOf, trackName, untrackIfUnwatched } from './data/tracked-name-queries.ts';
export { lifecycleOf } from './drop-prediction.ts';
export { watchedLifecycle } from './watched-lifecycle.ts';
