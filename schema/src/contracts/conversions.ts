import * as z from 'zod';
import { clickIdPattern, orderIdPattern } from './conversion-rules.ts';

export * from './conversion-rules.ts';

export const clickIdSchema = z.string().max(128).regex(clickIdPattern, 'is not a click-event id');

/** The click id a landing URL carried, for the worker to record against this visitor. */
export const affiliateClickRequestSchema = z.strictObject({ clickId: clickIdSchema });
export type AffiliateClickRequest = z.infer<typeof affiliateClickRequestSchema>;
export const affiliateClickResponseSchema = z.object({ recorded: z.literal(true) });
export type AffiliateClickResponse = z.infer<typeof affiliateClickResponseSchema>;

/**
 * What the browser knows when a visitor goes on to the registrar: the order id it made up
 * for this acquisition, the name, and the click id it landed with. Amount, currency, items
 * and status are the worker's to derive; a body that names them is refused.
 */
export const conversionRequestSchema = z.strictObject({
  orderId: z.string().min(1).max(64).regex(orderIdPattern, 'may hold letters, digits, - and _ only'),
  domain: z
    .string()
    .min(3)
    .max(253)
    .regex(/^[a-z0-9-]+(?:\.[a-z0-9]+){1,2}$/, 'must be a lower-case name.extension'),
  clickId: clickIdSchema.optional(),
});
export type ConversionRequest = z.infer<typeof conversionRequestSchema>;

/**
 * What the visitor learns: that the order is recorded, and whether this was a retry of one
 * recorded before. Neither the amount nor how the affiliate call went is shown: tracking
 * failures are the site's to log, never the visitor's to see.
 */
export const conversionResponseSchema = z.object({
  orderId: z.string(),
  replayed: z.boolean(),
});
export type ConversionResponse = z.infer<typeof conversionResponseSchema>;
