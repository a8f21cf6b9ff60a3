import * as z from 'zod';
import { estimateSourcesSchema } from './estimate-sources.ts';
import { figureSourceSchema } from './figure-source.ts';
import { registryFactSourcesSchema } from './registry-fact-sources.ts';

/**
 * Where each figure of a Domain comes from, beside the figures themselves: registration
 * facts, listing facts (asking price, current bid, auto-renewal), the registration price,
 * link counts and the engine's estimates.
 */
export const domainSourcesSchema = z.object({
  ...registryFactSourcesSchema.shape,
  ...estimateSourcesSchema.shape,
  acquisitionFee: figureSourceSchema,
  currentBid: figureSourceSchema,
  autoRenewalEnabled: figureSourceSchema,
  registrationCost: figureSourceSchema,
  backlinks: figureSourceSchema,
  referringDomains: figureSourceSchema,
});
export type DomainSources = z.infer<typeof domainSourcesSchema>;
