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

export interface AlertReport {
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
 * Sends the push alerts of one stage change to every watcher who wants them (at most
 * MAX_PUSHES_PER_CHANGE, one subrequest each), and forgets subscriptions their push service
 * says are gone. A change no buyer acts on sends nothing. The radar's tracking run calls this
 * when it records a stage change.
 */
export async function alertStageChange(
  db: Database,
  change: StageChange,
  config: { vapid: VapidKeys | null; origin: string },
  send: Send = (request) => fetch(request),
): Promise<AlertReport> {
  const report: AlertReport = { sent: 0, gone: 0, failed: 0 };
  const stage = alertStageOf(change.from, change.to);
  if (stage === null || config.vapid === null) return report;
  const dot = change.fqdn.indexOf('.');
  const name = { label: change.fqdn.slice(0, dot), extension: change.fqdn.slice(dot + 1) };
  const alert = alertFor(change.fqdn, stage, config.origin);
  for (const subscriber of await subscribersFor(db, name, stage)) {
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
