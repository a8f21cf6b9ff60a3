import type {
  BulkValuationResponse,
  SimulatorRequest,
  SimulatorResponse,
  ValuationResult,
} from '@domainary/schema/contracts/valuation.ts';
import useSWR from 'swr';
import { apiRequest } from '../api/api-request.ts';
import { withQuery } from '../api/with-query.ts';

const valuationKey = (domain: string) => withQuery('/api/valuation', { domain });

/** One name's valuation (GET /api/valuation); nothing is fetched while domain is null. */
export const useValuation = (domain: string | null) =>
  useSWR<ValuationResult>(domain ? valuationKey(domain) : null);

/** Up to 1,000 names in one call (POST /api/valuation/bulk), answered in the order sent. */
export async function valueInBulk(domains: readonly string[]): Promise<ValuationResult[]> {
  const body = await apiRequest<BulkValuationResponse>('/api/valuation/bulk', {
    method: 'POST',
    body: { domains },
  });
  return body.valuations;
}

/** One name's valuation fetched outside SWR (the simulator starts from it). */
export const fetchValuation = (domain: string) => apiRequest<ValuationResult>(valuationKey(domain));

/** The simulator's what-if value for the factors chosen (POST /api/domain-valuation/simulate). */
export const simulateValuation = (inputs: SimulatorRequest) =>
  apiRequest<SimulatorResponse>('/api/domain-valuation/simulate', { method: 'POST', body: inputs });
