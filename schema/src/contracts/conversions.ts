import { z } from 'zod';
import {
  clickIdPattern,
  conversionCurrencies,
  conversionStatuses,
  maxConversionAmount,
  maxConversionItems,
  orderIdPattern,
} from './conversion-rules.ts';

export * from './conversion-rules.ts';

const money = z
  .number()
  .finite()
  .min(0, 'must not be negative')
  .max(maxConversionAmount, `must be at most ${maxConversionAmount}`)
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'must have at most two decimals');

const printable = /^[^\p{Cc}]*$/u;

export const conversionItemSchema = z.strictObject({
  sku: z.string().trim().min(1).max(128).regex(printable, 'must not contain control characters'),
  quantity: z.number().int().min(1).max(1000),
  unitPrice: money,
  discount: money.default(0),
});
export type ConversionItem = z.infer<typeof conversionItemSchema>;

export const clickIdSchema = z.string().max(128).regex(clickIdPattern, 'is not a click-event id');

/** SPEC 3 "Conversion tracking input" plus the click-event id the page captured. */
export const conversionRequestSchema = z.strictObject({
  orderId: z.string().min(1).max(64).regex(orderIdPattern, 'may hold letters, digits, - and _ only'),
  amount: money,
  currency: z.enum(conversionCurrencies).default('USD'),
  discount: money.default(0),
  coupon: z.string().trim().min(1).max(64).regex(printable, 'must not contain control characters').optional(),
  items: z.array(conversionItemSchema).max(maxConversionItems).default([]),
  status: z.enum(conversionStatuses).default('Accepted'),
  clickId: clickIdSchema.optional(),
});
export type ConversionRequest = z.input<typeof conversionRequestSchema>;
export type Conversion = z.output<typeof conversionRequestSchema>;

/**
 * What the visitor learns: that the order is recorded, and whether this was a retry of one
 * recorded before. How the affiliate call went is never shown (SPEC 8).
 */
export const conversionResponseSchema = z.object({
  orderId: z.string(),
  replayed: z.boolean(),
});
export type ConversionResponse = z.infer<typeof conversionResponseSchema>;
