import * as z from 'zod';
import { availabilitySchema } from './availability.ts';
import { domainSourcesSchema } from './domain-sources.ts';
import { domainStatuses } from './domains.ts';
import { lookalikeSchema } from './lookalike.ts';
import { headlineFields } from './valuation.ts';

/** Bulk mode (/find-domains?mode=bulk) checks at most this many pasted names at once. */
export const MAX_BULK_NAMES = 500;

export const domainBulkRequestSchema = z.object({
  names: z
    .array(z.string().max(300, 'each name must be at most 300 characters'))
    .min(1, 'paste at least one name')
    .max(MAX_BULK_NAMES, `at most ${MAX_BULK_NAMES} names at once`),
});

const checkedName = z.object({
  input: z.string(),
  fqdn: z.string(),
  name: z.string(),
  extension: z.string(),
  /** The stored domain, or null for a name Domainary does not list. */
  domainId: z.number().int().nullable(),
  status: z.enum(domainStatuses),
  availability: availabilitySchema,
  /** The headline value (in headlineChannel) and its 80% range; null when the name gets no number. */
  estimatedValue: z.number().int().nullable(),
  estimatedValueMin: z.number().int().nullable(),
  estimatedValueMax: z.number().int().nullable(),
  ...headlineFields,
  seoScore: z.number().int(),
  brandScore: z.number().int(),
  trafficScore: z.number().int(),
  marketValue: z.number().int(),
  trafficPotential: z.number().int(),
  sources: domainSourcesSchema.pick({
    status: true,
    estimatedValue: true,
    scores: true,
    trafficScore: true,
    trafficPotential: true,
  }),
  /** The name may pass for another ("Looks like apple.com"); null for an ordinary name. */
  lookalike: lookalikeSchema.nullable(),
});

/** One pasted line: checked, or why it could not be. */
const domainBulkRowSchema = z.union([
  checkedName.extend({ error: z.null() }),
  z.object({ input: z.string(), error: z.string() }),
]);
export type DomainBulkRow = z.infer<typeof domainBulkRowSchema>;

export const domainBulkResultSchema = z.object({ rows: z.array(domainBulkRowSchema) });
export type DomainBulkResult = z.infer<typeof domainBulkResultSchema>;
