import type { CompanySort } from '@domainary/schema/contracts/companies.ts';

/** Founded-after offers years 2020 down to 1980, founded-before years 2023 down to 1990. */
export const foundedAfterYears = Array.from({ length: 2020 - 1980 + 1 }, (_, i) => 2020 - i);
export const foundedBeforeYears = Array.from({ length: 2023 - 1990 + 1 }, (_, i) => 2023 - i);

export const sortLabels: Record<CompanySort, string> = {
  rank_asc: 'Rank: highest first',
  rank_desc: 'Rank: lowest first',
  name_asc: 'Name: A to Z',
  name_desc: 'Name: Z to A',
  founded_asc: 'Founded: oldest first',
  founded_desc: 'Founded: newest first',
};
