import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Multiplies the runs per route: 1 in `npm test`, more under `npm run fuzz`. */
    fuzzScale?: number;
    /** The fast-check seed; fixed, so a failure reproduces. */
    fuzzSeed?: number;
  }
}

export const fuzzScale = inject('fuzzScale') ?? 1;
export const fuzzSeed = inject('fuzzSeed') ?? 20_261_101;
