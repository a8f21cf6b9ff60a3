import { companySearchResponseSchema } from '@domainary/schema/contracts/companies.ts';

/**
 * How many companies the server's directory holds: the exact total of an unfiltered search,
 * which comes from the precomputed counts (a few rows read) rather than a table count.
 */
export async function directorySize(baseUrl: string): Promise<number> {
  const res = await fetch(`${baseUrl}/api/companies?pageSize=1`);
  if (!res.ok) throw new Error(`GET /api/companies answered ${res.status}`);
  return companySearchResponseSchema.parse(await res.json()).totalCount;
}
