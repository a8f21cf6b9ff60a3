import * as z from 'zod';

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** A name the drop radar tracks in redemption or pending delete, with its predicted drop and estimated value. */
export const droppingNameSchema = z.object({
  domain: z.string(),
  stage: z.enum(['redemption', 'pending-delete']),
  /** The ISO day the stage was first seen. */
  since: isoDay.nullable(),
  /** The registry lookup that saw it ("rdap: rdap.verisign.com"), or "sample". */
  source: z.string(),
  dropWindow: z.object({ earliest: isoDay, latest: isoDay }).nullable(),
  /** The prediction's basis in words. */
  basis: z.string(),
  /** The valuation engine's estimate (USD), never a price anyone asked or paid; null where it gives the name no number. */
  estimatedValueMin: z.number().int().nullable(),
  estimatedValueMax: z.number().int().nullable(),
});

/**
 * The public "Dropping soon" list: no visitor's data, only names and what the registry said of
 * them. `sample` is true where the deployment asks no registry: names, stages and windows are
 * then generated to show the page, and none is a registry fact.
 */
export const droppingSoonSchema = z.object({
  sample: z.boolean(),
  names: z.array(droppingNameSchema),
});
export type DroppingSoon = z.infer<typeof droppingSoonSchema>;
export type DroppingName = z.infer<typeof droppingNameSchema>;
