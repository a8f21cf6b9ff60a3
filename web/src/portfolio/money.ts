import { wholeDollars } from '@domainary/schema/portfolio/plan-wording.ts';

/** An amount as the planner gives it, in whole US dollars; an unknown amount says so. */
export const usd = (amount: number | null) => (amount === null ? 'Unknown' : wholeDollars(amount));
