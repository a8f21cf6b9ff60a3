import {
  MAX_PLAN_NAMES,
  type NamePlan,
  type NamePlanError,
  type PortfolioName,
  type PortfolioPlanResponse,
} from '@domainary/schema/contracts/portfolio.ts';
import { apiRequest } from '../api/api-request.ts';

export type PlanRow = NamePlan | NamePlanError;

/**
 * A whole portfolio planned by POST /api/portfolio/plan, MAX_PLAN_NAMES names a call, one call
 * after another (the planner's rate limit counts calls). `onProgress` hears how many names are
 * planned after each call. A failed call fails the whole plan: the page never shows half of one.
 */
export async function planPortfolio(
  names: readonly PortfolioName[],
  commission: number,
  onProgress: (planned: number) => void,
  signal?: AbortSignal,
): Promise<PlanRow[]> {
  const plans: PlanRow[] = [];
  for (let start = 0; start < names.length; start += MAX_PLAN_NAMES) {
    const body = await apiRequest<PortfolioPlanResponse>('/api/portfolio/plan', {
      method: 'POST',
      body: { names: names.slice(start, start + MAX_PLAN_NAMES), commission },
      signal,
    });
    plans.push(...body.plans);
    onProgress(plans.length);
  }
  return plans;
}
