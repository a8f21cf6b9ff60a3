import type { Lifecycle, LifecycleStage, LikelyOutcome } from '@domainary/schema/contracts/lifecycle.ts';
import { type LifecycleRule, lifecycleRuleFor } from '@domainary/schema/reference/lifecycle-rules.ts';
import { type RegistrarAuction, registrarAuctionOf } from '@domainary/schema/reference/registrar-auctions.ts';
import type { StageSighting } from './data/stage-sighting.ts';
import { NO_RDAP_SOURCE, NOT_FOUND_UNTRUSTED } from './stage-sources.ts';

/** What the radar knows of a name: its stage as last read and every stage it was seen in. */
export interface RadarObservation {
  extension: string;
  stage: LifecycleStage;
  /** When the current stage was first seen (ISO day); null when never checked. */
  stageSince: string | null;
  checkedAt: string | null;
  /** "rdap: <host>", or "offline". */
  source: string;
  registrarIanaId: number | null;
  /** The registry's expiration event (ISO day) as last read. */
  expiresOn: string | null;
  /** Every stage the name was seen in, oldest first (the current stage last). */
  history: readonly StageSighting[];
}

type Prediction = Pick<Lifecycle, 'dropWindow' | 'confidence' | 'basis' | 'likelyOutcome'>;

const DAY_MS = 86_400_000;
/**
 * A stage change happens between two checks. Names in grace and redemption are checked daily
 * (radar/check-cadence.ts), so a change first seen on a day happened at most a day before it.
 */
const SIGHTING_LAG_DAYS = 1;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayMs = (iso: string) => Date.parse(`${iso.slice(0, 10)}T00:00:00Z`);
const addDays = (iso: string, days: number) => isoDay(dayMs(iso) + days * DAY_MS);
/** ISO days compare as text. */
const laterDay = (a: string, b: string) => (a > b ? a : b);
const earlierDay = (a: string, b: string) => (a < b ? a : b);

const monthDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const monthDayYear = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Nov 25" within the current year, "Jan 3, 2027" outside it. */
function spoken(iso: string, today: string): string {
  const date = new Date(dayMs(iso));
  return iso.slice(0, 4) === today.slice(0, 4) ? monthDay.format(date) : monthDayYear.format(date);
}

const noPrediction = (basis: string, likelyOutcome: LikelyOutcome = 'unknown'): Prediction => ({
  dropWindow: null,
  confidence: 'none',
  basis,
  likelyOutcome,
});

/** The sighting before the current stage, when the radar saw the name change into it. */
function previousSighting(history: readonly StageSighting[]): StageSighting | undefined {
  return history.length >= 2 ? history[history.length - 2] : undefined;
}

const sawStageBegin = (history: readonly StageSighting[]) => previousSighting(history) !== undefined;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** The lengths a prediction from `stage` needs, or the first one the rules leave unknown. */
function missingLength(
  rule: LifecycleRule,
  stage: 'expired' | 'redemption' | 'pending-delete',
): string | null {
  if (rule.pendingDeleteDays === null) return 'pending-delete';
  if (stage !== 'pending-delete' && rule.redemptionDays === null) return 'redemption';
  if (stage === 'expired' && rule.graceDays === null) return 'grace';
  return null;
}

/** A name back to registered after grace, redemption or a drop: what became of it. */
function outcomeOfReturn(observation: RadarObservation, today: string): Prediction | null {
  const before = previousSighting(observation.history);
  const since = observation.stageSince;
  if (!before || since === null) return null;
  const back = spoken(since, today);
  if (before.stage === 'available' || before.stage === 'pending-delete')
    return noPrediction(`Dropped and registered again on ${back}.`, 'dropped');
  if (before.stage === 'redemption')
    return noPrediction(`Restored from redemption by its holder: registered again on ${back}.`, 'renewed');
  if (before.stage !== 'expired') return null;
  const auction = registrarAuctionOf(observation.registrarIanaId);
  const graceFrom = before.firstSeenAt.slice(0, 10);
  const daysInGrace = Math.round((dayMs(since) - dayMs(graceFrom)) / DAY_MS);
  // Grace was first seen on or after the expiry day, so the name was at least this many days past expiry.
  if (auction && daysInGrace >= auction.auctionStartDay)
    return noPrediction(
      `Went to auction at ${auction.name}: in grace from ${spoken(graceFrom, today)}, past day ${auction.auctionStartDay} when ${auction.name} lists expired names at auction; registered again on ${back}.`,
      'auctioned',
    );
  return noPrediction(
    `Renewed in grace: expired from ${spoken(graceFrom, today)}, registered again on ${back}.`,
    'renewed',
  );
}

function registeredPrediction(observation: RadarObservation, today: string): Prediction {
  const returned = outcomeOfReturn(observation, today);
  if (returned) return returned;
  const expiry = observation.expiresOn;
  if (expiry === null) return noPrediction('Registered; the registry gives no expiry date.');
  const when = dayMs(expiry) < dayMs(today) ? 'expired on' : 'expires on';
  return noPrediction(
    `Registered; the registry says it ${when} ${spoken(expiry, today)}. A drop is only predicted once the registry shows it past expiry.`,
  );
}

function auctionNote(auction: RegistrarAuction | undefined, expiry: string | null, today: string): string {
  if (!auction) return '';
  const at = (day: number) => (expiry ? ` (${spoken(addDays(expiry, day), today)})` : '');
  return ` ${auction.name} lists expired names at auction from day ${auction.auctionStartDay}${at(auction.auctionStartDay)} to day ${auction.auctionEndDay}${at(auction.auctionEndDay)}; unsold names return to the registry on day ${auction.handoverDay}.`;
}

function expiredPrediction(observation: RadarObservation, rule: LifecycleRule, today: string): Prediction {
  const ext = observation.extension;
  const since = observation.stageSince ?? today;
  const grace = rule.graceDays ?? 0;
  const afterGrace = (rule.redemptionDays ?? 0) + (rule.pendingDeleteDays ?? 0);
  // The registry's expiration is the true expiry only while it is not after the day grace was
  // first seen: a registry that auto-renews has already moved it a year on.
  const expiry =
    observation.expiresOn !== null && observation.expiresOn <= since ? observation.expiresOn : null;
  const anchor = expiry ?? since;
  const auction = registrarAuctionOf(observation.registrarIanaId);
  const earliest = addDays(laterDay(today, since), afterGrace);
  const latest = addDays(anchor, grace + afterGrace);
  const anchorWords = expiry
    ? `Expired on ${spoken(expiry, today)} (the registry's date, before grace was first seen on ${spoken(since, today)})`
    : `Grace first seen ${spoken(since, today)}`;
  return {
    dropWindow: { earliest, latest: laterDay(latest, earliest) },
    confidence: 'low',
    basis: `${anchorWords}; .${ext} names may stay up to ${plural(grace, 'day')} in grace, then ${plural(rule.redemptionDays ?? 0, 'day')} in redemption and ${plural(rule.pendingDeleteDays ?? 0, 'day')} in pending delete, unless renewed.${auctionNote(auction, expiry, today)}`,
    likelyOutcome: auction ? 'auctioned' : 'unknown',
  };
}

function redemptionPrediction(observation: RadarObservation, rule: LifecycleRule, today: string): Prediction {
  const ext = observation.extension;
  const since = observation.stageSince ?? today;
  const redemption = rule.redemptionDays ?? 0;
  const pendingDelete = rule.pendingDeleteDays ?? 0;
  const latest = addDays(since, redemption + pendingDelete);
  const witnessed = sawStageBegin(observation.history);
  const earliest = witnessed
    ? addDays(since, redemption + pendingDelete - SIGHTING_LAG_DAYS)
    : addDays(laterDay(today, since), pendingDelete);
  return {
    dropWindow: { earliest: earlierDay(earliest, latest), latest },
    confidence: witnessed ? 'medium' : 'low',
    basis: `Redemption first seen ${spoken(since, today)}${witnessed ? '' : ' (already in redemption when first checked)'}; .${ext} names stay ${plural(redemption, 'day')} in redemption, where only the holder can restore them, then ${plural(pendingDelete, 'day')} in pending delete.`,
    likelyOutcome: 'dropped',
  };
}

function pendingDeletePrediction(
  observation: RadarObservation,
  rule: LifecycleRule,
  today: string,
): Prediction {
  const ext = observation.extension;
  const since = observation.stageSince ?? today;
  const pendingDelete = rule.pendingDeleteDays ?? 0;
  const latest = addDays(since, pendingDelete);
  const witnessed = sawStageBegin(observation.history);
  const earliest = witnessed
    ? addDays(since, pendingDelete - SIGHTING_LAG_DAYS)
    : today > since
      ? today
      : since;
  const overdue = latest < today ? ' It is past that and has not dropped yet.' : '';
  return {
    dropWindow: { earliest: earlierDay(earliest, latest), latest },
    confidence: witnessed ? 'high' : 'medium',
    basis: `Pending delete first seen ${spoken(since, today)}${witnessed ? '' : ' (already pending delete when first checked)'}; .${ext} names leave pending delete after ${plural(pendingDelete, 'day')}.${overdue}`,
    likelyOutcome: 'dropped',
  };
}

/**
 * The drop window, its confidence and basis, and the likely outcome, from the stage the name
 * is in, the day that stage was first seen, the history of stages and the extension's rules.
 * The registry's expiry date never anchors a prediction alone: at expiry a registry that
 * auto-renews moves it a year on even when nobody renewed. Where the rules leave a length
 * unknown, the prediction says so and gives no window.
 */
export function predictDrop(observation: RadarObservation, now: Date): Prediction {
  const today = isoDay(now.getTime());
  const { stage, extension } = observation;
  if (observation.checkedAt === null) return noPrediction('Not checked yet.');
  const rule = lifecycleRuleFor(extension);
  switch (stage) {
    case 'unknown':
      return unknownStage(observation);
    case 'reserved':
      return noPrediction(
        'The registry holds this name back (reserved): it is not offered and does not drop.',
      );
    case 'available': {
      const dropped = observation.history.some(
        (s) => s.stage === 'pending-delete' || s.stage === 'redemption',
      );
      const since = observation.stageSince ? ` since ${spoken(observation.stageSince, today)}` : '';
      return noPrediction(
        `Not registered${since}: the registry has no record and DNS confirms it. Watched until someone registers it.`,
        dropped ? 'dropped' : 'unknown',
      );
    }
    case 'registered':
      return registeredPrediction(observation, today);
    default:
      break;
  }
  if (!rule) {
    const expiry = observation.expiresOn
      ? ` (the registry gives ${spoken(observation.expiresOn, today)})`
      : '';
    return noPrediction(
      `No lifecycle rules are known for .${extension}: watched by its expiry date only${expiry}.`,
    );
  }
  const missing = missingLength(rule, stage);
  if (missing !== null)
    return noPrediction(
      `${stage === 'expired' ? 'Expired' : stage === 'redemption' ? 'In redemption' : 'Pending delete'} since ${spoken(observation.stageSince ?? today, today)}; .${extension}'s registry publishes no ${missing} length, so the drop day cannot be predicted.`,
    );
  if (stage === 'expired') return expiredPrediction(observation, rule, today);
  if (stage === 'redemption') return redemptionPrediction(observation, rule, today);
  return pendingDeletePrediction(observation, rule, today);
}

/** Why the stage is unknown, from the source of the last check. */
function unknownStage(observation: RadarObservation): Prediction {
  const ext = observation.extension;
  if (observation.source === NO_RDAP_SOURCE)
    return noPrediction(
      `No RDAP service is known for .${ext}: the registry cannot be asked for its stage, so it is watched by its expiry date only.`,
    );
  if (observation.source.endsWith(NOT_FOUND_UNTRUSTED))
    return noPrediction(
      `The registry answered "not found", which .${ext}'s registry is not known to mean free (reserved names answer so too): not taken as available.`,
    );
  return noPrediction('The registry could not tell its stage at the last check.');
}

/** The contract's lifecycle of a tracked name: its stage as read, and the prediction. */
export function lifecycleOf(observation: RadarObservation, now: Date): Lifecycle {
  return {
    stage: observation.stage,
    since: observation.stageSince,
    checkedAt: observation.checkedAt,
    source: observation.source,
    ...predictDrop(observation, now),
  };
}
