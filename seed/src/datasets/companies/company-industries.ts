import { capitalize, isNameWord } from '@domainary/schema/reference/word-filters.ts';
import { weightedPicker } from '@domainary/schema/testing/seeded-random.ts';
import { INDUSTRY_KEYWORDS, type Industry } from '@domainary/worker/valuation/engine/industries.ts';

/**
 * The directory's industries as people read them, each tied to the valuation engine's
 * industry (its domains are valued with that industry's keywords), weighted by how common
 * such companies are among the top million.
 */
const DIRECTORY_INDUSTRIES: readonly (readonly [label: string, engine: Industry, weight: number])[] = [
  ['Software', 'tech', 9],
  ['IT Services', 'tech', 7],
  ['Telecommunications', 'tech', 1.5],
  ['Banking', 'finance', 2],
  ['Financial Services', 'finance', 5],
  ['Insurance', 'insurance', 2.5],
  ['Healthcare', 'health', 6],
  ['Pharmaceuticals', 'health', 1.5],
  ['Education', 'education', 4.5],
  ['E-commerce', 'ecommerce', 4],
  ['Retail', 'ecommerce', 6],
  ['Food & Beverages', 'food', 4],
  ['Restaurants', 'food', 2.5],
  ['Travel & Hospitality', 'travel', 3],
  ['Apparel & Fashion', 'fashion', 2.5],
  ['Sports & Fitness', 'sports', 1.5],
  ['Media & Publishing', 'media', 3],
  ['Real Estate', 'realestate', 4],
  ['Construction', 'realestate', 4],
  ['Automotive', 'automotive', 2.5],
  ['Gaming', 'gaming', 1],
  ['Design', 'art', 1.5],
  ['Legal Services', 'legal', 2],
  ['Blockchain', 'crypto', 0.6],
  ['Social Networks', 'social', 0.4],
  ['Marketing & Advertising', 'marketing', 4],
  ['Energy & Utilities', 'energy', 2],
  ['Entertainment', 'entertainment', 1.5],
  ['Management Consulting', 'business', 4],
  ['Logistics', 'business', 3],
  ['Manufacturing', 'business', 6],
  ['Staffing & Recruiting', 'business', 1.5],
];

export interface DirectoryIndustry {
  label: string;
  engine: Industry;
  /** Capitalised keywords of the engine's industry that read well in a company name. */
  nameWords: readonly string[];
}

const industries: DirectoryIndustry[] = DIRECTORY_INDUSTRIES.map(([label, engine]) => ({
  label,
  engine,
  nameWords: INDUSTRY_KEYWORDS[engine].filter((word) => isNameWord(word, 4, 10)).map(capitalize),
}));

export const pickIndustry = weightedPicker(
  industries.map(
    (industry, i) => [industry, (DIRECTORY_INDUSTRIES[i] as readonly [string, Industry, number])[2]] as const,
  ),
);
