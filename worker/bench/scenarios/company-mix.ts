import { companyRankRanges, companySorts } from '@domainary/schema/contracts/companies.ts';
import { Random } from '@domainary/schema/testing/seeded-random.ts';
import type { BenchRequest, Scenario } from '../scenario.ts';
import { drawWord } from './word-list.ts';

/** The directory's own industry and country labels (GET /api/companies/facets). */
export interface CompanyFacets {
  industries: readonly string[];
  countries: readonly string[];
}

const COMPANY_MIX_NAME = 'companies: random mix';

const yearsFrom = 1900;
const yearsTo = 2025;
const employeeBounds = [1, 5, 10, 25, 50, 100, 250, 500, 1000, 5000, 10_000, 50_000, 100_000];
const deepestPage = 300;

/**
 * A random search drawn from the whole filter space: each filter set or not, any industry
 * and country the directory holds, any year and head-count bounds, a keyword now and then,
 * every sort, and pages 1 to 300 (mostly early ones, as people page).
 */
function randomSearch(random: Random, facets: CompanyFacets): string {
  const params = new URLSearchParams();
  if (random.chance(0.45)) params.set('industry', random.pick(facets.industries));
  if (random.chance(0.45)) params.set('country', random.pick(facets.countries));
  if (random.chance(0.25)) params.set('rankRange', random.pick(companyRankRanges));
  if (random.chance(0.3)) {
    const after = random.int(yearsFrom, yearsTo);
    params.set('foundedAfter', String(after));
    if (random.chance(0.5)) params.set('foundedBefore', String(random.int(after, yearsTo)));
  } else if (random.chance(0.15)) {
    params.set('foundedBefore', String(random.int(yearsFrom, yearsTo)));
  }
  if (random.chance(0.25)) {
    const min = random.pick(employeeBounds);
    params.set('minEmployees', String(min));
    if (random.chance(0.5)) params.set('maxEmployees', String(min * random.pick([2, 5, 20, 100])));
  }
  if (random.chance(0.12)) params.set('q', drawWord(random));
  params.set('sortBy', random.pick(companySorts));
  params.set('page', String(1 + random.skewedIndex(deepestPage, 3)));
  return `/api/companies?${params}`;
}

/**
 * `count` company searches no earlier run sent unless it used the same seed. Refusals of a
 * wide keyword's page past what one walk reads (400) are answers too, so any 2xx or that 400
 * is a success.
 */
export function companyMix(seed: number, facets: CompanyFacets, count = 300): Scenario {
  const random = new Random(seed, 'bench-company-mix');
  const requests: BenchRequest[] = Array.from({ length: count }, () => {
    const path = randomSearch(random, facets);
    return { path, ...(path.includes('q=') && { alsoAcceptStatus: [400] }) };
  });
  return { name: COMPANY_MIX_NAME, requests };
}
