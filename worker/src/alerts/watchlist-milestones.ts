import type { Lifecycle } from '@domainary/schema/contracts/lifecycle.ts';
import { recordSourceOf } from '@domainary/schema/record-source.ts';
import { lifecycleRuleFor } from '@domainary/schema/reference/lifecycle-rules.ts';
import type { Database } from '../db/database.ts';
import { watchedLifecycle } from '../radar/index.ts';
import { isListed, type WatchRow, watchedHistories, watchRows } from '../watchlist/index.ts';
import type { Milestone } from './watchlist-calendar.ts';

const DAY_MS = 86_400_000;
const addDays = (isoDay: string, days: number) =>
  new Date(Date.parse(`${isoDay}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The expiry date a watched name's calendar holds: the registry's, as the radar last read it,
 * else the listing's, saying which listing data it comes from. A name with neither (never
 * registered, or not listed and not checked yet) has no expiry to add.
 */
function expiryOf(fqdn: string, row: WatchRow): Milestone | null {
  if (row.radar_expires_on) {
    const day = row.radar_expires_on.slice(0, 10);
    const basis = `Expiry date from the registry (${row.radar_source ?? 'registry lookup'}).`;
    return { fqdn, kind: 'expiry', first: day, last: day, basis };
  }
  if (isListed(row) && row.expiry_date) {
    const day = row.expiry_date.slice(0, 10);
    const source = recordSourceOf(row.source);
    const basis =
      source.kind === 'sample'
        ? 'Expiry date from the sample listing data, not a registry record.'
        : `Expiry date from the imported listing (${source.importedFrom}), not a registry record.`;
    return { fqdn, kind: 'expiry', first: day, last: day, basis };
  }
  return null;
}

/**
 * The predicted drop window, and the last days of grace and of redemption that lead to it: the
 * window's latest day less the periods that follow each stage under the extension's rules.
 * Nothing where the radar predicts no window (not checked, offline, rules unknown).
 */
function predictedOf(fqdn: string, extension: string, lifecycle: Lifecycle): Milestone[] {
  const window = lifecycle.dropWindow;
  if (window === null) return [];
  const basis = `Predicted by the drop radar: ${lifecycle.basis}`;
  const out: Milestone[] = [
    { fqdn, kind: 'drop-window', first: window.earliest, last: window.latest, basis },
  ];
  const rule = lifecycleRuleFor(extension);
  const pendingDelete = rule?.pendingDeleteDays;
  const redemption = rule?.redemptionDays;
  if (pendingDelete == null || redemption == null) return out;
  const redemptionEnds = addDays(window.latest, -pendingDelete);
  const graceEnds = addDays(window.latest, -(pendingDelete + redemption));
  if (lifecycle.stage === 'expired')
    out.push({
      fqdn,
      kind: 'grace-ends',
      first: graceEnds,
      last: graceEnds,
      basis: `At the latest. ${basis}`,
    });
  if (lifecycle.stage === 'expired' || lifecycle.stage === 'redemption')
    out.push({
      fqdn,
      kind: 'redemption-ends',
      first: redemptionEnds,
      last: redemptionEnds,
      basis: `At the latest. ${basis}`,
    });
  return out;
}

/**
 * Every dated milestone of a visitor's watched names: expiry dates, and where the radar
 * predicts a drop, the ends of grace and redemption and the drop window. Worst case: the
 * visitor's list (at most 500 names, each with its listed and tracked row by key) and their
 * names' stage histories by key.
 */
export async function watchlistMilestones(
  db: Database,
  visitorId: string,
  live: boolean,
  now: Date,
): Promise<Milestone[]> {
  const rows = await watchRows(db, visitorId);
  const histories = live ? await watchedHistories(db, visitorId) : new Map();
  return rows.flatMap((row) => {
    const fqdn = `${row.entry_name}.${row.entry_extension}`;
    const expiry = expiryOf(fqdn, row);
    const { lifecycle } = watchedLifecycle(row, row.entry_extension, histories.get(fqdn) ?? [], live, now);
    return [...(expiry ? [expiry] : []), ...predictedOf(fqdn, row.entry_extension, lifecycle)];
  });
}
