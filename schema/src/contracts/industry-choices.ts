/**
 * The industries both the name generator and the valuation simulator offer, in screen order.
 * Each list adds its own first entry (any industry) and the simulator a few of its own.
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
