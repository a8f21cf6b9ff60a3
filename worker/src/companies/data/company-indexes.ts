import { type CompanyRankHead, companyRankHeads } from '@domainary/schema/company-counts.ts';
import type { CompanySort } from '@domainary/schema/contracts/companies.ts';

/** The column a sort orders by, whatever its direction. */
export type SortField = 'rank' | 'name' | 'founded';

export function sortField(sort: CompanySort): SortField {
  return sort.slice(0, sort.indexOf('_')) as SortField;
}

/** The indexes a company page may name (INDEXED BY); the migrations create them. */
export type CompanyIndex =
  | 'companies_rank_filters_idx'
  | 'companies_name_id_filters_idx'
  | 'companies_founded_id_filters_idx'
  | 'companies_industry_country_rank_idx'
  | 'companies_industry_rank_idx'
  | 'companies_country_rank_idx'
  | 'companies_industry_founded_idx'
  | 'companies_country_founded_idx'
  | 'companies_country_name_idx'
  | 'companies_industry_name_idx'
  | HeadIndex
  | 'companies_employees_filters_idx';

/** The index of the whole directory kept in each sort field's order. */
export const sortIndex: Record<SortField, CompanyIndex> = {
  rank: 'companies_rank_filters_idx',
  name: 'companies_name_id_filters_idx',
  founded: 'companies_founded_id_filters_idx',
};

/** A partial index holding one head of the directory (ranks up to its maxRank) in a sort order. */
type HeadIndex = `companies_top_${CompanyRankHead['maxRank']}_${'name' | 'founded'}_idx`;

export function headIndex(head: CompanyRankHead, field: 'name' | 'founded'): HeadIndex {
  return `companies_top_${head.maxRank}_${field}_idx`;
}

/** The filters an index's leading columns seek: a read of it walks only the entries they bound. */
type SeekFilter = 'industry' | 'country' | 'rankRange' | 'founded';

const seeks: Record<Exclude<CompanyIndex, HeadIndex>, readonly SeekFilter[]> = {
  companies_rank_filters_idx: ['rankRange'],
  companies_name_id_filters_idx: [],
  companies_founded_id_filters_idx: ['founded'],
  companies_industry_country_rank_idx: ['industry', 'country', 'rankRange'],
  companies_industry_rank_idx: ['industry', 'rankRange'],
  companies_country_rank_idx: ['country', 'rankRange'],
  companies_industry_founded_idx: ['industry', 'founded'],
  companies_country_founded_idx: ['country', 'founded'],
  companies_country_name_idx: ['country'],
  companies_industry_name_idx: ['industry'],
  companies_employees_filters_idx: [],
};

const isHeadIndex = (index: CompanyIndex): index is HeadIndex => index.startsWith('companies_top_');

/** The filters whose range of the index a read walks; the rest are tested on each entry it reads. */
export function seekFiltersOf(index: CompanyIndex): readonly SeekFilter[] {
  // A head of the directory in name order leads with the name; in founded order, with the year.
  if (isHeadIndex(index)) return index.endsWith('_founded_idx') ? ['founded'] : [];
  return seeks[index];
}

/** The last rank a partial index holds, or undefined for an index of the whole directory. */
export function partialIndexRankMax(index: CompanyIndex | undefined): number | undefined {
  return companyRankHeads.find((h) => index === headIndex(h, 'name') || index === headIndex(h, 'founded'))
    ?.maxRank;
}
