import type { ValueHistoryPoint } from '@domainary/schema/contracts/domains.ts';
import { marketIndexOn } from '../valuation/index.ts';

/** The stored value is the retail one, so its history moves with the marketplace channel's index. */
const retailIndexOn = (day: number) => marketIndexOn(day, 'marketplace');

const DAY_MS = 86_400_000;
const STEP_DAYS = 182;
const STEPS = 6;

export interface TimelineInput {
  estimatedValue: number;
  seoScore: number;
  trafficPotential: number;
  status: string;
  /** When the name was first registered (YYYY-MM-DD); null for a name never registered. */
  firstRegistered: string | null;
  expiryDate: string | null;
}

const dayOf = (iso: string) => Math.floor(Date.parse(`${iso.slice(0, 10)}T00:00:00Z`) / DAY_MS);
const isoOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
const percent = (ratio: number) => `${Math.abs((ratio - 1) * 100).toFixed(1)}%`;

/**
 * Buyers pay more for names with a long registration history: the share of the full value a
 * name of a given age commands, rising from 65% when new toward 100% after a decade.
 */
function agedShare(ageDays: number): number {
  return 1 - 0.35 * Math.exp(-ageDays / 365 / 4);
}

function closingReason(input: TimelineInput, today: number): string {
  if (input.status === 'expiring' && input.expiryDate) {
    const days = Math.max(0, dayOf(input.expiryDate) - today);
    return `Expiry in ${days} days with no renewal recorded`;
  }
  if (input.status === 'auction') return 'Listed at auction';
  if (input.status === 'premium') return 'Offered as a premium name';
  return 'Current valuation';
}

function movementReason(market: number, age: number, ageYears: number): string {
  if (Math.abs(market - 1) >= Math.abs(age - 1) && Math.abs(market - 1) >= 0.005) {
    return `Marketplace prices ${market > 1 ? 'up' : 'down'} ${percent(market)} on like-for-like sales`;
  }
  if (Math.abs(age - 1) >= 0.005)
    return `Registration history of ${ageYears.toFixed(1)} years adds ${percent(age)}`;
  return 'No market or registration change';
}

/**
 * Half-yearly valuations over three years ending today, each moved from the one before by the
 * marketplace channel's index (flat past its data) and, for a registered name, by its growing
 * registration history. The last point is today's value, the one the name's headline shows, whatever its status (an expiring
 * name's value already is today's); its reason says what the status means for it. Every point
 * carries the reason it moved. Pure: the same domain and day always give the same timeline.
 */
export function valueTimeline(input: TimelineInput, todayIso: string): ValueHistoryPoint[] {
  const today = dayOf(todayIso);
  const registered = input.firstRegistered ? Math.min(dayOf(input.firstRegistered), today) : null;
  const shareOn = (day: number) => (registered === null ? 1 : agedShare(day - registered));
  const shareToday = shareOn(today);
  const indexToday = retailIndexOn(today);

  const days: number[] = [];
  for (let k = STEPS; k >= 0; k--) {
    const day = today - k * STEP_DAYS;
    if (registered !== null && day < registered) continue;
    days.push(day);
  }
  if (registered !== null && registered > today - STEPS * STEP_DAYS && registered < (days[0] ?? today)) {
    days.unshift(registered);
  }

  return days.map((day, i) => {
    const closing = day === today;
    const share = shareOn(day) / shareToday;
    const market = retailIndexOn(day) / indexToday;
    const previous = days[i - 1];
    let reason: string;
    if (closing) reason = closingReason(input, today);
    else if (previous === undefined) reason = day === registered ? 'First registered' : 'Start of record';
    else {
      reason = movementReason(
        retailIndexOn(day) / retailIndexOn(previous),
        shareOn(day) / shareOn(previous),
        (day - (registered ?? day)) / 365,
      );
    }
    return {
      recordDate: isoOf(day),
      estimatedValue: Math.max(1, Math.round(input.estimatedValue * share * market)),
      seoScore: Math.round(input.seoScore * (0.85 + 0.15 * share)),
      trafficPotential: input.trafficPotential,
      reason,
    };
  });
}
