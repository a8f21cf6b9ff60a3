import type { DomainStatus } from '@domainary/schema/contracts/domains.ts';

export type Tone = 'success' | 'warning' | 'accent' | 'info' | 'neutral';
export type StatusDisplay = { label: string; tone: Tone };

/**
 * How a listing's status reads on a card (available, expiring, auction, premium). Statuses a
 * listing never has are named as they are rather than shown as Available: a taken name or
 * one nobody checked is never presented as free to register.
 */
export function statusDisplay(status: DomainStatus | string): StatusDisplay {
  switch (status) {
    case 'expiring':
      return { label: 'Expiring Soon', tone: 'warning' };
    case 'auction':
      return { label: 'In Auction', tone: 'accent' };
    case 'taken':
    case 'active':
    case 'redirect':
      return { label: 'Taken', tone: 'neutral' };
    case 'premium':
      return { label: 'Premium', tone: 'info' };
    case 'expired':
      return { label: 'Expired', tone: 'neutral' };
    case 'unverified':
      return { label: 'Not Checked', tone: 'neutral' };
    default:
      return { label: 'Available', tone: 'success' };
  }
}

export type PrimaryAction = 'Acquire' | 'Place Bid' | 'View Details';

/** Available or expiring gives Acquire, auction gives Place Bid, anything else View Details. */
export function primaryAction(status: DomainStatus | string): PrimaryAction {
  if (status === 'available' || status === 'expiring') return 'Acquire';
  if (status === 'auction') return 'Place Bid';
  return 'View Details';
}

const DAY_MS = 86_400_000;

/** Whole days from now to a date, negative once it has passed; null without a valid date. */
export function daysFrom(date: string | null | undefined, now = Date.now()): number | null {
  if (!date) return null;
  const at = Date.parse(date.length === 10 ? `${date}T00:00:00Z` : date);
  if (Number.isNaN(at)) return null;
  return Math.ceil((at - now) / DAY_MS);
}

/** The rounded-up day count to the expiry date, at least 0, null without a date. */
export function daysLeft(expiryDate: string | null | undefined, now = Date.now()): number | null {
  const days = daysFrom(expiryDate, now);
  return days === null ? null : Math.max(0, days);
}

/** A day count as people say it: "1 day left", "9 days left". */
export const daysLeftLabel = (days: number) => `${days} ${days === 1 ? 'day' : 'days'} left`;

export type RatingInputs = {
  seoScore?: number | null;
  brandScore?: number | null;
  analysis?: { marketValue?: number | null; trafficPotential?: number | null } | null;
};

/** A missing score counts as the middle of the scale, 50. */
const orFifty = (n: number | null | undefined) => (typeof n === 'number' && Number.isFinite(n) ? n : 50);

export type OverallRating = { score: number; label: 'High' | 'Medium' | 'Low' };

/** The mean of seoScore, brandScore, marketValue and trafficPotential; 75+ High, 60+ Medium. */
export function overallRating(d: RatingInputs): OverallRating {
  const score =
    (orFifty(d.seoScore) +
      orFifty(d.brandScore) +
      orFifty(d.analysis?.marketValue) +
      orFifty(d.analysis?.trafficPotential)) /
    4;
  return { score, label: score >= 75 ? 'High' : score >= 60 ? 'Medium' : 'Low' };
}

/** A score bar's colour: 80 or more green, 60 or more amber, else red. */
export function scoreTone(score: number): 'success' | 'warning' | 'error' {
  return score >= 80 ? 'success' : score >= 60 ? 'warning' : 'error';
}
