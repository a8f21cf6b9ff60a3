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

/** The last rank a partial index holds, or undefined for an index of the whole directory. */
export function partialIndexRankMax(index: CompanyIndex | undefined): number | undefined {
  return companyRankHeads.find((h) => index === headIndex(h, 'name') || index === headIndex(h, 'founded'))
    ?.maxRank;
}
