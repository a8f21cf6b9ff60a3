import type { AppraisalResult, BulkAppraisalResponse } from '@domainary/schema/contracts/valuation.ts';
import useSWR from 'swr';
import { apiRequest } from '../api/api-request.ts';
import { withQuery } from '../api/with-query.ts';

export const appraisalKey = (domain: string) => withQuery('/api/appraisal', { domain });

/** One name's appraisal (GET /api/appraisal); nothing is fetched while domain is null. */
export const useAppraisal = (domain: string | null) =>
  useSWR<AppraisalResult>(domain ? appraisalKey(domain) : null);

/** Up to 1,000 names in one call (POST /api/appraisal/bulk), answered in the order sent. */
export async function appraiseInBulk(domains: readonly string[]): Promise<AppraisalResult[]> {
  const body = await apiRequest<BulkAppraisalResponse>('/api/appraisal/bulk', {
    method: 'POST',
    body: { domains },
  });
  return body.appraisals;
}
