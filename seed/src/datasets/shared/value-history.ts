import { type domains, valueHistory } from '../../../../schema/src/tables/index.ts';
import type { SeedContext } from '../dataset.ts';
import { epochDay, isoDay } from './dates.ts';

const HALF_YEAR_DAYS = 182;
const POINTS = 6;
/** Ids leave room for POINTS + 1 points per domain, so any thread can number a domain's points. */
export const HISTORY_IDS_PER_DOMAIN = 8;

/**
 * Buyers pay more for names with a long registration history: the share of the full value a
 * name of a given age commands, rising from 65% when new toward 100% after a decade.
 */
function agedShare(ageDays: number): number {
  return 1 - 0.35 * Math.exp(-ageDays / 365 / 4);
}

function closingReason(status: string, expiryDate: string | null | undefined, asOfDay: number): string {
  if (status === 'expiring' && expiryDate) {
    return `Expiry in ${epochDay(expiryDate) - asOfDay} days with no renewal recorded`;
  }
  if (status === 'auction') return 'Listed at auction';
  if (status === 'premium') return 'Offered as a premium name';
  return 'Current valuation';
}

/**
 * Half-yearly valuations of a domain over up to three years, ending at today's engine value.
 * Earlier points follow from the name's shorter registration history then; an expiring
 * name closes lower because a lapse would reset that history. No noise is added.
 */
export function emitValueHistory(context: SeedContext, domain: typeof domains.$inferInsert): void {
  const asOfDay = epochDay(context.options.asOf);
  const registeredDay = domain.firstRegistered
    ? epochDay(domain.firstRegistered)
    : asOfDay - POINTS * HALF_YEAR_DAYS;
  const now = agedShare(asOfDay - registeredDay);
  const lapseDiscount = domain.status === 'expiring' ? 0.9 : 1;
  for (let k = POINTS; k >= 0; k--) {
    const day = asOfDay - k * HALF_YEAR_DAYS;
    if (day < registeredDay) continue;
    const share = agedShare(day - registeredDay) / now;
    const first = day - HALF_YEAR_DAYS < registeredDay;
    context.emit(valueHistory, {
      id: (domain.id as number) * HISTORY_IDS_PER_DOMAIN + (POINTS - k),
      domainId: domain.id as number,
      recordDate: isoDay(day),
      estimatedValue: Math.round(domain.estimatedValue * share * (k === 0 ? lapseDiscount : 1)),
      seoScore: Math.round(domain.seoScore * (0.85 + 0.15 * share)),
      trafficPotential: domain.trafficPotential,
      reason:
        k === 0
          ? closingReason(domain.status, domain.expiryDate, asOfDay)
          : first
            ? 'First valuation after registration'
            : `Registration history of ${((day - registeredDay) / 365).toFixed(1)} years`,
    });
  }
}
