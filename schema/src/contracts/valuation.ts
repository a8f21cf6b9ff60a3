import * as z from 'zod';
import { estimateSourcesSchema } from './estimate-sources.ts';
import { figureSourceSchema } from './figure-source.ts';
import { industries } from './industry-choices.ts';
import { lookalikeSchema } from './lookalike.ts';
import { adjustedPriceSchema, reportedSaleSchema, saleChannels } from './sales.ts';

/** The 25 extensions the simulator offers. */
export const SIMULATOR_EXTENSIONS = [
  'com',
  'net',
  'org',
  'io',
  'co',
  'ai',
  'app',
  'dev',
  'tech',
  'info',
  'store',
  'shop',
  'blog',
  'online',
  'site',
  'website',
  'agency',
  'studio',
  'design',
  'de',
  'uk',
  'ca',
  'au',
  'in',
  'us',
] as const;

export const MAX_BULK_DOMAINS = 1000;

const slider = (name: string) =>
  z
    .number({ error: `${name} must be a number from 1 to 100` })
    .min(1, `${name} must be at least 1`)
    .max(100, `${name} must be at most 100`);

/** The simulator's valuation request. The name and extension are checked further by the engine's rules. */
export const simulatorRequestSchema = z.object({
  domainName: z.string({ error: 'domainName is required' }).max(300, 'domainName is too long'),
  extension: z.string({ error: 'extension is required' }).max(70, 'extension is too long'),
  brandability: slider('brandability'),
  seoValue: slider('seoValue'),
  commercialPotential: slider('commercialPotential'),
  searchVolume: z
    .number({ error: 'searchVolume must be a number from 0 to 100000' })
    .min(0, 'searchVolume must be at least 0')
    .max(100_000, 'searchVolume must be at most 100000'),
  industry: z.enum(industries, {
    error: `industry must be one of ${industries.join(', ')}`,
  }),
});
export type SimulatorRequest = z.infer<typeof simulatorRequestSchema>;

const range = z.object({ min: z.number(), max: z.number() });

/**
 * What a name fetches in one sale channel, with that channel's own calibrated 80% range. A
 * channel that rarely sells names like this one (measured on the reported sales) gives no value
 * and range, and says why in noValueReason ("Rarely sold through brokers: ...").
 */
export const channelValueSchema = z.object({
  value: z.number().nullable(),
  range: range.nullable(),
  noValueReason: z.string().nullable(),
});
export type ChannelValue = z.infer<typeof channelValueSchema>;

/** The marketplace (retail) value is the headline: always given. */
const headlineValue = z.object({ value: z.number(), range, noValueReason: z.null() });

/** One value per sale channel: auction (wholesale), marketplace (retail) and brokerage. */
const channelsSchema = z.object({
  auction: channelValueSchema,
  marketplace: headlineValue,
  brokerage: channelValueSchema,
});
export type ChannelValues = z.infer<typeof channelsSchema>;

/**
 * A real sale like the name: its own price and year, and beside them that price carried by
 * its channel's index to the prices the valuation speaks; why it is comparable ("shares
 * 'bakery'", "same category, 6 letters, .com").
 */
const comparableSale = z.object({
  domain: z.string(),
  price: z.number(),
  year: z.number(),
  channel: z.enum(saleChannels),
  adjusted: adjustedPriceSchema,
  reason: z.string(),
  similarity: z.number(),
});

/** The prices a channel's value speaks: a year's, carried flat past the channel's data. */
const priceBasis = z.object({
  /** The year whose prices the value is in: asOf held inside the channel's years of data. */
  year: z.number().int(),
  /** True when asOf lies outside the channel's data and the nearest year's prices are carried. */
  carried: z.boolean(),
  /** "auction prices as of 2020, the latest auction data" */
  text: z.string(),
});

/** A valuation's money: the year asked (asOf) and, per channel, whose prices its value is in. */
export const valuationMoneySchema = z.object({
  asOf: z.number().int(),
  priceBasis: z.object({ auction: priceBasis, marketplace: priceBasis, brokerage: priceBasis }),
});
export type ValuationMoney = z.infer<typeof valuationMoneySchema>;

export const simulatorResponseSchema = z.object({
  domainName: z.string(),
  extension: z.string(),
  valuation: z.object({
    estimatedValue: z.number(),
    valueRange: range,
    factors: z.object({
      brandabilityFactor: z.number(),
      industryFactor: z.number(),
      lengthFactor: z.number(),
      extensionFactor: z.number(),
      commercialFactor: z.number(),
    }),
    breakdown: z.object({
      baseValue: z.number(),
      lengthValue: z.number(),
      extensionValue: z.number(),
      brandabilityValue: z.number(),
      commercialValue: z.number(),
      seoValue: z.number(),
      searchVolumeValue: z.number(),
      wordCountValue: z.number(),
      specialCharacterValue: z.number(),
      industryValue: z.number(),
    }),
    /** Auction and brokerage values beside the retail estimatedValue, each with its own range, or why none. */
    channels: channelsSchema,
    comparableSales: z.array(comparableSale.extend({ date: z.string() })),
  }),
});
export type SimulatorResponse = z.infer<typeof simulatorResponseSchema>;

/** A year asked for; whether the sales reach it is the valuation route's check. */
const asOfYear = z
  .number({ error: 'asOf must be a year such as 2020' })
  .int('asOf must be a whole year such as 2020');

/** asOf in a query string: the year whose money the values are in (default the current one). */
export const asOfQueryField = z
  .string()
  .regex(/^\d{4}$/, 'asOf must be a year such as 2020')
  .transform(Number)
  .pipe(asOfYear)
  .optional();

export const valuationQuerySchema = z.object({
  domain: z.string({ error: 'domain is required, as NAME.TLD' }).max(300, 'domain is too long'),
  asOf: asOfQueryField,
});

export const bulkValuationRequestSchema = z.object({
  domains: z
    .array(z.string().max(300, 'a domain is too long'), {
      error: 'domains must be a list of NAME.TLD strings',
    })
    .min(1, 'domains must hold at least one name')
    .max(MAX_BULK_DOMAINS, `domains may hold at most ${MAX_BULK_DOMAINS} names`),
  asOf: asOfYear.optional(),
});

const scores = z.object({
  seoScore: z.number(),
  trafficScore: z.number(),
  brandabilityScore: z.number(),
  potentialScore: z.number(),
  brandScore: z.number(),
  marketValue: z.number(),
  trafficPotential: z.number(),
});

export const valuationSchema = z.object({
  domain: z.string(),
  label: z.string(),
  extension: z.string(),
  words: z.array(z.string()),
  estimatedValue: z.number(),
  valueRange: range,
  ...valuationMoneySchema.shape,
  /** The channels' values alone; null where a channel rarely sells names like this one. */
  channelValues: z.object({
    auction: z.number().nullable(),
    marketplace: z.number(),
    brokerage: z.number().nullable(),
  }),
  channels: channelsSchema,
  scores,
  industry: z.string(),
  keywordVolume: z.number(),
  explanation: z.array(z.object({ factor: z.string(), effect: z.number(), text: z.string() })),
  /** The simulator's factors that reproduce this valuation (its starting point for this name). */
  ownFactors: z.object({
    brandability: z.number(),
    seoValue: z.number(),
    commercialPotential: z.number(),
    searchVolume: z.number(),
    industry: z.enum(industries),
  }),
  /** The name's own sales in the sales table, latest first; empty when none is reported. */
  reportedSales: z.array(reportedSaleSchema),
  comparableSales: z.array(comparableSale),
  sources: estimateSourcesSchema.omit({ similarSales: true }).extend({ comparableSales: figureSourceSchema }),
  /** Set when the name may pass for another (UTS #39): still valued, flagged beside the value. */
  lookalike: lookalikeSchema.nullable(),
});
export type ValuationResult = z.infer<typeof valuationSchema>;

export const bulkValuationResponseSchema = z.object({ valuations: z.array(valuationSchema) });
export type BulkValuationResponse = z.infer<typeof bulkValuationResponseSchema>;
