import * as z from 'zod';
import { lookalikeSchema } from './lookalike.ts';
import { saleChanceSchema } from './sale-chance.ts';
import { reportedSaleSchema } from './sales.ts';
import { channelsSchema, MAX_BULK_DOMAINS } from './valuation.ts';

/** One plan call takes as many names as one bulk valuation. */
export const MAX_PLAN_NAMES = MAX_BULK_DOMAINS;
/** The most names the portfolio page loads at once, planned in calls of MAX_PLAN_NAMES. */
export const MAX_PORTFOLIO_NAMES = 5000;
/** The marketplace commission assumed when the visitor sets none: a common rate on a listed sale; the visitor's own replaces it. */
export const DEFAULT_COMMISSION = 0.15;
/** The most a visitor may say a name costs to renew a year: above the highest premium renewals registries charge. */
const MAX_RENEWAL_PRICE = 1_000_000;

export const renewalVerdicts = ['keep', 'drop', 'reprice', 'unknown'] as const;
export type RenewalVerdict = (typeof renewalVerdicts)[number];

/** A calendar day as YYYY-MM-DD that exists (2026-02-30 does not). */
const calendarDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD')
  .refine((day) => {
    const time = Date.parse(`${day}T00:00:00Z`);
    return Number.isFinite(time) && new Date(time).toISOString().startsWith(day);
  }, 'is not a calendar date');

/** One name of a portfolio as its owner knows it. */
export const portfolioNameSchema = z.object({
  domain: z.string({ error: 'domain is required, as NAME.TLD' }).max(300, 'domain is too long'),
  /** The registration's expiry date: the day the next renewal is due. */
  expiresOn: calendarDaySchema.optional(),
  /** What the owner's registrar charges to renew it a year, in USD. */
  renewalPrice: z
    .number({ error: 'renewalPrice must be an amount in USD' })
    .min(0, 'renewalPrice must be at least 0')
    .max(MAX_RENEWAL_PRICE, `renewalPrice must be at most ${MAX_RENEWAL_PRICE}`)
    .optional(),
  autoRenew: z.boolean({ error: 'autoRenew must be true or false' }).optional(),
});
export type PortfolioName = z.infer<typeof portfolioNameSchema>;

/** The marketplace's share of a sale, 0 to 0.9 (0.15 is 15%). */
const commissionField = z
  .number({ error: 'commission must be a share such as 0.15' })
  .min(0, 'commission must be at least 0')
  .max(0.9, 'commission must be at most 0.9');

export const portfolioPlanRequestSchema = z.object({
  names: z
    .array(portfolioNameSchema, { error: 'names must be a list of { domain } objects' })
    .min(1, 'names must hold at least one name')
    .max(MAX_PLAN_NAMES, `names may hold at most ${MAX_PLAN_NAMES} names a call`),
  commission: commissionField.default(DEFAULT_COMMISSION),
});

/** A whole portfolio as the page keeps it in the visitor's browser, planned MAX_PLAN_NAMES names a call. */
export const savedPortfolioSchema = z.object({
  names: z.array(portfolioNameSchema).max(MAX_PORTFOLIO_NAMES),
  commission: commissionField,
});
export type SavedPortfolio = z.infer<typeof savedPortfolioSchema>;

/** A year's renewal: the owner's own price, or the extension's typical one, said to be typical. */
export const renewalCostSchema = z.object({
  amount: z.number(),
  /** 'yours' when the owner gave the price, 'typical' when it is the extension's usual retail renewal. */
  kind: z.enum(['yours', 'typical']),
  /** Where the amount comes from, dated where it is typical. */
  source: z.string(),
});
export type RenewalCost = z.infer<typeof renewalCostSchema>;

/** One name's renewal plan. Money is in USD, whole dollars. */
export const namePlanSchema = z.object({
  domain: z.string(),
  expiresOn: z.string().nullable(),
  autoRenew: z.boolean().nullable(),
  /** The valuation's values per sale channel, each with its reason where it gives none. */
  values: channelsSchema,
  renewal: renewalCostSchema,
  /** The valuation's estimated chance that the name sells in a year at its marketplace value. */
  saleChance: saleChanceSchema.nullable(),
  /** What sales are expected to bring a year: chance x marketplace value x (1 - commission); null when a figure it needs is unknown. */
  expectedSaleIncome: z.number().nullable(),
  /** expectedSaleIncome - renewal; null with it. */
  expectedYearly: z.number().nullable(),
  /** The sale price at which the chance to sell pays the renewal: renewal / (chance x (1 - commission)). */
  breakEvenPrice: z.number().nullable(),
  verdict: z.enum(renewalVerdicts),
  /** One sentence with the numbers the verdict rests on. */
  reason: z.string(),
  /** The name's latest reported sale, said beside the verdict. */
  latestSale: reportedSaleSchema.nullable(),
  /** The marketplace value is high enough to check by hand before dropping the name. */
  highValue: z.boolean(),
  /** The name may pass for another ("Looks like apple.com"); null for an ordinary name. */
  lookalike: lookalikeSchema.nullable(),
});
export type NamePlan = z.infer<typeof namePlanSchema>;

/** A name that could not be planned (not a registrable NAME.TLD), with its place in the call. */
export const namePlanErrorSchema = z.object({
  index: z.number().int(),
  domain: z.string(),
  error: z.string(),
});
export type NamePlanError = z.infer<typeof namePlanErrorSchema>;

export const portfolioPlanResponseSchema = z.object({
  /** The commission the plans assume. */
  commission: z.number(),
  /** One entry per name sent, in the order sent. */
  plans: z.array(z.union([namePlanSchema, namePlanErrorSchema])),
});
export type PortfolioPlanResponse = z.infer<typeof portfolioPlanResponseSchema>;
