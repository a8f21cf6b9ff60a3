import * as z from 'zod';

/**
 * The estimated chance that a name like this one, offered at its marketplace value, sells
 * within a year. An estimate, never a measured fact about this name: nobody knows here whether
 * or where the name is listed for sale.
 */
export const saleChanceSchema = z.object({
  /** A share of one year, 0 to 1 (0.004 reads "about 0.4% a year"). */
  perYear: z.number().min(0).max(1),
  /** How it was set for this name, in words ("about 0.6% a year for .com names listed for sale, lower for names far from any reported sale"). */
  basis: z.string(),
  /** The published figures its level rests on. */
  source: z.string(),
});
export type SaleChance = z.infer<typeof saleChanceSchema>;
