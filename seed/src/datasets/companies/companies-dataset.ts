import { rebuildCompanyCountsStatements } from '@domainary/schema/company-counts.ts';
import { companyNameSortKey } from '@domainary/schema/company-name-sort-key.ts';
import { numberCompanyOrdersStatements } from '@domainary/schema/company-orders.ts';
import { SAMPLE_SOURCE } from '@domainary/schema/record-source.ts';
import { companies, domainCheckResults, domains } from '@domainary/schema/tables/index.ts';
import type { Dataset } from '../dataset.ts';
import { epochDay, isoDay } from '../shared/dates.ts';
import { claimCompanyDomains, emitCompanyDomains } from './company-domains.ts';
import { pickIndustry } from './company-industries.ts';
import { companyName } from './company-name.ts';
import { description, employeesAt, foundingYear, revenue } from './company-profile.ts';
import { pickCountry } from './countries.ts';

function greatestCommonDivisor(a: number, b: number): number {
  return b === 0 ? a : greatestCommonDivisor(b, a % b);
}

/**
 * Ranks 1..N spread over ids by a modular permutation (a multiplier coprime to N), so ids
 * say nothing about rank and every rank is used exactly once.
 */
function rankPermutation(count: number, seed: number): (id: number) => number {
  let multiplier = Math.max(1, Math.floor(count * 0.618_033_988_7));
  while (greatestCommonDivisor(multiplier, count) !== 1) multiplier++;
  const offset = seed % count;
  return (id) => (((((id - 1) * multiplier + offset) % count) + count) % count) + 1;
}

/** The directory of the top N companies, their domain portfolios and registry checks. */
export const companiesDataset: Dataset = {
  name: 'companies',
  tables: [companies, domains, domainCheckResults],
  splits: true,
  // The company search's precomputed exact counts follow the directory.
  afterLoad: rebuildCompanyCountsStatements,
  // Ids run 1 to N. The ordinals need every company's name and year, so they are numbered
  // once all rows are in.
  beforeIndexes: ({ companies: count }) => numberCompanyOrdersStatements(count),
  derivedColumns: [companies.nameOrder, companies.foundedOrder],
  estimateRows: ({ companies: count }) => Math.round(count * (1 + 2 + 0.2)),
  generate(context) {
    const { companies: count, seed, asOf } = context.options;
    const random = context.random('companies');
    const rankOf = rankPermutation(count, seed);
    const asOfDay = epochDay(asOf);
    for (let id = 1; id <= count; id++) {
      // Identity, size and names: drawn in order on every thread.
      const rank = rankOf(id);
      const country = pickCountry(random);
      const industry = pickIndustry(random);
      const { name, label } = companyName(random, country.code, industry);
      const employees = employeesAt(rank, random);
      const identity = { id, name, label, rank, employees, country, industry };
      const names = claimCompanyDomains(context, identity, random);
      if (!context.owns(id)) continue;

      // Everything else: drawn from the company's own stream by the thread that builds it.
      const own = context.random('company', id);
      const yearFounded = foundingYear(rank, own);
      emitCompanyDomains(context, { ...identity, yearFounded }, names, own, asOfDay);
      const { amount, currency } = revenue(employees, country.code, own);
      const primary = names[0];
      context.emit(companies, {
        id,
        name,
        website: `https://www.${primary?.label}.${primary?.extension}`,
        industry: industry.label,
        country: country.name,
        rank,
        yearFounded,
        employees,
        revenueAmount: amount,
        revenueCurrency: currency,
        description: description(name, industry, country, yearFounded, own),
        dateAdded: isoDay(asOfDay - own.int(1, 5 * 365)),
        nameSortKey: companyNameSortKey(name),
        source: SAMPLE_SOURCE,
        rankSource: SAMPLE_SOURCE,
        // Not numbered yet (beforeIndexes numbers them): -id, stored in as many bytes as the
        // ordinal that replaces it, so numbering rewrites each row in place.
        nameOrder: -id,
        foundedOrder: -id,
      });
    }
  },
};
