import * as z from 'zod';
import { figureSourceSchema } from './figure-source.ts';

/**
 * Where the valuation engine's figures come from: the value (its range and the auction value
 * beside it), the scores (SEO, brandability, potential, brand, market value), the two traffic
 * figures that are measured differently, the estimated search interest (`keywordVolume`),
 * the words and industry read from the name, and the comparable reported sales.
 */
export const estimateSourcesSchema = z.object({
  estimatedValue: figureSourceSchema,
  scores: figureSourceSchema,
  trafficScore: figureSourceSchema,
  trafficPotential: figureSourceSchema,
  keywordVolume: figureSourceSchema,
  keywords: figureSourceSchema,
  industry: figureSourceSchema,
  similarSales: figureSourceSchema,
});
export type EstimateSources = z.infer<typeof estimateSourcesSchema>;
