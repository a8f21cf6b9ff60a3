import type { PushStage } from '@domainary/schema/contracts/push-alerts.ts';
import type { Database } from '../db/database.ts';
import { forgetEndpoint, subscribersFor } from './data/push-subscription-queries.ts';
import { type PushAlert, pushRequest, type VapidKeys } from './push-request.ts';
import { alertStageOf } from './push-stages.ts';
import { stageEvent } from './stage-words.ts';

/** A tracked name's move from one stage to the next, as the radar's run records it. */
export interface StageChange {
  fqdn: string;
  /** The stage before; null when the name had never been checked. */
  from: string | null;
  to: string;
}

interface AlertReport {
  sent: number;
  /** Subscriptions their push service said are gone, now deleted. */
  gone: number;
  failed: number;
}

/** The push service call; fetch unless a caller routes it elsewhere. */
type Send = (request: Request) => Promise<Response>;

const ACTIONS: ReadonlyMap<PushStage, string> = new Map<PushStage, string>([
  ['redemption', 'Only the holder can restore it now; a backorder placed today is in line for the drop.'],
  ['pending-delete', 'It drops within days unless restored: make sure a backorder is in place.'],
  ['available', 'Register it now, before someone else does.'],
  ['registered', 'Someone registered or renewed it: it will not drop this time.'],
]);

function alertFor(fqdn: string, stage: PushStage, origin: string): PushAlert {
  return { title: stageEvent(fqdn, stage), body: ACTIONS.get(stage) ?? '', url: `${origin}/watchlist` };
}

/** The configured VAPID keys, or null where push alerts are not set up. */
export function vapidKeysOf(env: {
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  VAPID_SUBJECT?: string;
}): VapidKeys | null {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: subject } = env;
  return publicKey && privateKey && subject ? { publicKey, privateKey, subject } : null;
}

/**
 * The most push alerts one tracking run sends, one subrequest each: with the radar's 80 lookups
 * a run stays well under the 1,000 subrequests a Worker invocation may make. Alerts past it
 * are not sent (the Atom feed and the watchlist still show the change).
 */
const MAX_PUSHES_PER_RUN = 400;

interface AlertConfig {
  vapid: VapidKeys | null;
  origin: string;
}

/**
 * Sends the push alerts of one stage change to every watcher who wants them (at most `limit`
 * and MAX_PUSHES_PER_CHANGE, one subrequest each), and forgets subscriptions their push
 * service says are gone. A change no buyer acts on sends nothing.
 */
export async function alertStageChange(
  db: Database,
  change: StageChange,
  config: AlertConfig,
  send: Send = (request) => fetch(request),
  limit = MAX_PUSHES_PER_RUN,
): Promise<AlertReport> {
  const report: AlertReport = { sent: 0, gone: 0, failed: 0 };
  const stage = alertStageOf(change.from, change.to);
  if (stage === null || config.vapid === null) return report;
  const dot = change.fqdn.indexOf('.');
  const name = { label: change.fqdn.slice(0, dot), extension: change.fqdn.slice(dot + 1) };
  const alert = alertFor(change.fqdn, stage, config.origin);
  for (const subscriber of await subscribersFor(db, name, stage, limit)) {
    const subscription = {
      endpoint: subscriber.endpoint,
      expirationTime: null,
      keys: { p256dh: subscriber.p256dh, auth: subscriber.auth },
    };
    try {
      const response = await send(await pushRequest(subscription, alert, config.vapid));
      await response.body?.cancel();
      if (response.ok) report.sent += 1;
      else if (response.status === 404 || response.status === 410) {
        // RFC 8030 7.3: the subscription expired or was removed; it never comes back.
        await forgetEndpoint(db, subscriber.endpoint);
        report.gone += 1;
      } else report.failed += 1;
    } catch (error) {
      console.error('push alert not delivered', change.fqdn, error);
      report.failed += 1;
    }
  }
  return report;
}

/**
 * The push alerts of a tracking run's stage changes, in the order the run recorded them, at
 * most MAX_PUSHES_PER_RUN in all. The radar's scheduled run calls this after its checks.
 */
export async function alertStageChanges(
  db: Database,
  changes: readonly StageChange[],
  config: AlertConfig,
): Promise<AlertReport> {
  const total: AlertReport = { sent: 0, gone: 0, failed: 0 };
  for (const change of changes) {
    const left = MAX_PUSHES_PER_RUN - total.sent - total.gone - total.failed;
    if (left <= 0) break;
    const report = await alertStageChange(db, change, config, undefined, left);
    total.sent += report.sent;
    total.gone += report.gone;
    total.failed += report.failed;
  }
  return total;
}
