import type { Company } from '@domainary/schema/contracts/companies.ts';
import { type GeneratorIndustry, generatorIndustries } from '@domainary/schema/contracts/generator.ts';
import { withQuery } from '../api/with-query.ts';

/** The generator's industry for a directory industry, where the words differ. */
const generatorIndustryOf: Record<string, GeneratorIndustry> = {
  software: 'tech',
  'it services': 'tech',
  telecommunications: 'tech',
  banking: 'finance',
  'financial services': 'finance',
  insurance: 'finance',
  healthcare: 'health',
  pharmaceuticals: 'health',
  'e-commerce': 'ecommerce',
  retail: 'ecommerce',
  'food & beverages': 'food',
  restaurants: 'food',
  'travel & hospitality': 'travel',
  'apparel & fashion': 'fashion',
  'sports & fitness': 'sports',
  'media & publishing': 'media',
  entertainment: 'media',
  'real estate': 'realestate',
  construction: 'realestate',
  design: 'art',
  'legal services': 'legal',
  blockchain: 'crypto',
  'social networks': 'social',
};

/** A directory industry as one of the generator's, else 'all'. */
export function generatorIndustryFor(industry: string): GeneratorIndustry {
  const key = industry.trim().toLowerCase();
  // Directory industries are imported text: only the table's own entries count.
  if (Object.hasOwn(generatorIndustryOf, key)) return generatorIndustryOf[key] as GeneratorIndustry;
  return (generatorIndustries as readonly string[]).includes(key) ? (key as GeneratorIndustry) : 'all';
}

// Legal forms say nothing about the brand: "Keller Logistics GmbH" -> "Keller Logistics".
const legalForm =
  /[\s,]+(inc|llc|ltd|limited|plc|gmbh|ug|ag|kg|sa|s\.a|s\.r\.l|srl|spa|s\.p\.a|bv|nv|oy|ab|as|a\/s|sas|sarl|pty|co|corp|corporation|company|group|holdings?)\.?$/i;

/** The company's brand, the keyword the generator starts from. */
export function generatorKeywordFor(name: string): string {
  let keyword = name.trim();
  for (let previous = ''; previous !== keyword; ) {
    previous = keyword;
    keyword = keyword.replace(legalForm, '').trim();
  }
  return keyword || name.trim();
}

/** /ai-domain-generator prefilled from the company's name and industry. */
export function generatorLinkFor(company: Pick<Company, 'name' | 'industry'>): string {
  return withQuery('/ai-domain-generator', {
    keyword: generatorKeywordFor(company.name),
    industry: generatorIndustryFor(company.industry),
  });
}

/** The generator form's starting keyword and industry from its URL (what generatorLinkFor writes). */
export function generatorPrefill(params: URLSearchParams): {
  keyword?: string;
  industry?: GeneratorIndustry;
} {
  const keyword = params.get('keyword')?.trim();
  const industry = params.get('industry');
  return {
    ...(keyword ? { keyword } : {}),
    ...(industry && (generatorIndustries as readonly string[]).includes(industry)
      ? { industry: industry as GeneratorIndustry }
      : {}),
  };
}
