/**
 * The industries the name generator offers, in screen order: the generator adds its own
 * first entry (any industry).
 */
export const offeredIndustries = [
  'tech',
  'finance',
  'health',
  'education',
  'ecommerce',
  'food',
  'travel',
  'fashion',
  'sports',
  'media',
  'realestate',
  'automotive',
  'gaming',
  'art',
  'legal',
  'crypto',
  'social',
] as const;

/**
 * Every industry the valuation engine tells apart, in screen order: the one list the search
 * filter, the simulator and the engine's keyword lexicons (whose keys must be exactly these)
 * read. `general` is the fallback for names with no industry keyword.
 */
export const industries = [
  'general',
  ...offeredIndustries,
  'marketing',
  'insurance',
  'energy',
  'entertainment',
  'business',
] as const;
export type IndustryId = (typeof industries)[number];
