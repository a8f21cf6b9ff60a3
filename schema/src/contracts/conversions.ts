import * as z from 'zod';
import { clickIdPattern, orderIdPattern } from './conversion-rules.ts';
import { lookalikeSchema } from './lookalike.ts';

export * from './conversion-rules.ts';

const orderIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(orderIdPattern, 'may hold letters, digits, - and _ only');

const clickIdSchema = z.string().max(128).regex(clickIdPattern, 'is not a click-event id');

/**
 * The landing: the page's own URL as the visitor arrived on it, which carries the network's
 * click id. The worker reads the click id from it; a body naming a bare click id is refused.
 */
export const affiliateClickRequestSchema = z.strictObject({ landingUrl: z.string().min(1).max(2048) });
/** Whether this landing was recorded: false when the visitor already has a click within its window. */
export const affiliateClickResponseSchema = z.object({ recorded: z.boolean() });
export type AffiliateClickResponse = z.infer<typeof affiliateClickResponseSchema>;

/**
 * What the browser knows when a visitor goes on to the registrar: the order id it made up
 * for this acquisition, the name, and the click id it landed with. Amount, currency, items
 * and status are the worker's to derive; a body that names them is refused.
 */
export const conversionRequestSchema = z.strictObject({
  orderId: orderIdSchema,
  /** Read by the worker as every route reads a name; the ASCII form is what is recorded. */
  domain: z.string().max(300, 'domain is too long'),
  clickId: clickIdSchema.optional(),
});
export type ConversionRequest = z.infer<typeof conversionRequestSchema>;

/**
 * What the visitor learns: that the order is recorded, and whether this was a retry of one
 * recorded before; and whether the name may pass for another ("Looks like apple.com"), so a
 * client that skipped the page's warning still hears it. Neither the amount nor how the
 * affiliate call went is shown: tracking failures are the site's to log, never the visitor's
 * to see.
 */
export const conversionResponseSchema = z.object({
  orderId: z.string(),
  replayed: z.boolean(),
  lookalike: lookalikeSchema.nullable(),
});
export type ConversionResponse = z.infer<typeof conversionResponseSchema>;

/** What the network or registrar says of a lead once the sale is known. */
const leadOutcomes = ['Confirmed', 'Declined'] as const;

/** The confirmation callback's body: which order, and what became of it. */
export const leadConfirmationRequestSchema = z.strictObject({
  orderId: orderIdSchema,
  status: z.enum(leadOutcomes),
});

export const leadConfirmationResponseSchema = z.object({
  orderId: z.string(),
  status: z.enum(leadOutcomes),
  /** False when the lead already had this status: a repeated callback changes nothing. */
  changed: z.boolean(),
});
export type LeadConfirmationResponse = z.infer<typeof leadConfirmationResponseSchema>;
