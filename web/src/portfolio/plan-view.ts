import type { NamePlan, RenewalVerdict } from '@domainary/schema/contracts/portfolio.ts';

export const planSorts = ['renewal', 'value', 'verdict', 'expected', 'domain'] as const;
export type PlanSort = (typeof planSorts)[number];

export const sortLabels: Record<PlanSort, string> = {
  renewal: 'Renewal date, soonest first',
  value: 'Marketplace value, highest first',
  verdict: 'Verdict: drop, reprice, unknown, keep',
  expected: 'Expected yearly result, lowest first',
  domain: 'Domain, A to Z',
};

/** How soon a renewal is due, in days from today; 'any' takes every name, dated or not. */
export const dueWithinChoices = ['any', '30', '90', '365'] as const;
export type DueWithin = (typeof dueWithinChoices)[number];

export interface PlanFilter {
  verdict: RenewalVerdict | 'all';
  extension: string | 'all';
  dueWithin: DueWithin;
  /** The lowest marketplace value shown, in USD; 0 shows names without a value too. */
  minValue: number;
}

export const noFilter: PlanFilter = { verdict: 'all', extension: 'all', dueWithin: 'any', minValue: 0 };

const verdictOrder: Record<RenewalVerdict, number> = { drop: 0, reprice: 1, unknown: 2, keep: 3 };

export const extensionOf = (domain: string) => domain.slice(domain.indexOf('.') + 1);

/** Missing figures sort after every known one, whichever the direction. */
function byKnown(a: number | null, b: number | null, direction: 1 | -1): number {
  if (a === null || b === null) return (a === null ? 1 : 0) - (b === null ? 1 : 0);
  return (a - b) * direction;
}

const compare: Record<PlanSort, (a: NamePlan, b: NamePlan) => number> = {
  renewal: (a, b) =>
    a.expiresOn === b.expiresOn
      ? 0
      : a.expiresOn === null
        ? 1
        : b.expiresOn === null
          ? -1
          : a.expiresOn.localeCompare(b.expiresOn),
  value: (a, b) => byKnown(a.values.marketplace.value, b.values.marketplace.value, -1),
  verdict: (a, b) => verdictOrder[a.verdict] - verdictOrder[b.verdict],
  expected: (a, b) => byKnown(a.expectedYearly, b.expectedYearly, 1),
  domain: () => 0,
};

const DAY_MS = 86_400_000;

/** The plans the filter lets through, in the order asked (ties by domain). */
export function viewPlans(
  plans: readonly NamePlan[],
  filter: PlanFilter,
  sort: PlanSort,
  today: Date,
): NamePlan[] {
  const last =
    filter.dueWithin === 'any'
      ? null
      : new Date(today.getTime() + Number(filter.dueWithin) * DAY_MS).toISOString().slice(0, 10);
  return plans
    .filter(
      (p) =>
        (filter.verdict === 'all' || p.verdict === filter.verdict) &&
        (filter.extension === 'all' || extensionOf(p.domain) === filter.extension) &&
        (last === null || (p.expiresOn !== null && p.expiresOn <= last)) &&
        (filter.minValue <= 0 || (p.values.marketplace.value ?? 0) >= filter.minValue),
    )
    .sort((a, b) => compare[sort](a, b) || a.domain.localeCompare(b.domain));
}
