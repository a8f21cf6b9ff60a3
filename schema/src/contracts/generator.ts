import * as z from 'zod';
import { availabilitySchema } from './availability.ts';
import { domainSourcesSchema } from './domain-sources.ts';
import { offeredIndustries } from './industry-choices.ts';
import { blank } from './query-fields.ts';

/** The generator's lists that the screen offers and the API accepts, in screen order. */
export const generatorCounts = [3, 5, 8, 10] as const;
export const generatorExtensions = ['com', 'io', 'net', 'org', 'co', 'app', 'ai', 'tech', 'dev'] as const;
export const generatorIndustries = ['all', ...offeredIndustries] as const;
export const generatorTones = [
  'professional',
  'creative',
  'friendly',
  'technical',
  'modern',
  'playful',
  'trustworthy',
  'luxurious',
] as const;

export type GeneratorCount = (typeof generatorCounts)[number];
export type GeneratorExtension = (typeof generatorExtensions)[number];
export type GeneratorIndustry = (typeof generatorIndustries)[number];
export type GeneratorTone = (typeof generatorTones)[number];

export const DEFAULT_GENERATOR_COUNT: GeneratorCount = 5;
export const DEFAULT_GENERATOR_EXTENSION: GeneratorExtension = 'com';
/** A keyword longer than a whole DNS label cannot become one. */
export const GENERATOR_KEYWORD_MAX = 63;
export const GENERATOR_PURPOSE_MAX = 500;

/** Who produced a suggestion: the configured language model or the built-in generator. */
const generatorProviders = ['openai-compatible', 'workers-ai', 'builtin'] as const;
export type GeneratorProvider = (typeof generatorProviders)[number];

/** POST /api/ai/domains/generate body; keyword and purpose are trimmed. */
export const generateDomainsRequestSchema = z.object({
  keyword: z
    .string('keyword is required')
    .trim()
    .min(1, 'keyword must not be blank')
    .max(GENERATOR_KEYWORD_MAX, `keyword must be at most ${GENERATOR_KEYWORD_MAX} characters`),
  industry: z.enum(generatorIndustries).optional(),
  purpose: z.preprocess(
    blank,
    z
      .string()
      .trim()
      .max(GENERATOR_PURPOSE_MAX, `purpose must be at most ${GENERATOR_PURPOSE_MAX} characters`)
      .optional(),
  ),
  tone: z.enum(generatorTones).optional(),
  count: z
    .literal(generatorCounts, `count must be one of ${generatorCounts.join(', ')}`)
    .default(DEFAULT_GENERATOR_COUNT),
  extension: z.enum(generatorExtensions).default(DEFAULT_GENERATOR_EXTENSION),
});
export type GenerateDomainsRequest = z.input<typeof generateDomainsRequestSchema>;
export type GenerateDomainsOptions = z.output<typeof generateDomainsRequestSchema>;

/** One suggestion: name, extension, score and explanation, plus value and availability. */
const domainSuggestionSchema = z.object({
  name: z.string(),
  extension: z.enum(generatorExtensions),
  /** 0-100 from the valuation engine, never a model's own claim. */
  score: z.number().int().min(0).max(100),
  explanation: z.string(),
  /** USD, from the valuation engine. */
  estimatedValue: z.number().int().nonnegative(),
  /** USD, a typical first-year registration price for the extension. */
  registrationCost: z.number().int().nonnegative(),
  availability: availabilitySchema,
  provider: z.enum(generatorProviders),
  /** `scores` is the source of `score`. */
  sources: domainSourcesSchema.pick({
    status: true,
    estimatedValue: true,
    scores: true,
    registrationCost: true,
  }),
});
export type DomainSuggestion = z.infer<typeof domainSuggestionSchema>;

export const generateDomainsResponseSchema = z.object({
  suggestions: z.array(domainSuggestionSchema),
  /** Set when the configured provider failed and the built-in generator answered instead. */
  fallback: z
    .object({
      from: z.enum(generatorProviders),
      reason: z.enum(['timeout', 'upstream_error', 'malformed_answer', 'too_few_names', 'not_configured']),
    })
    .nullable(),
});
export type GenerateDomainsResponse = z.infer<typeof generateDomainsResponseSchema>;
