import type { PushStage } from '@domainary/schema/contracts/push-alerts.ts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { retryTransient } from '../../db/retry-transient.ts';

interface StoredSubscription {
  visitorId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Stores the visitor's subscription, replacing the one they had (one browser per visitor cookie). */
export async function saveSubscription(
  db: Database,
  subscription: StoredSubscription,
  now: Date,
): Promise<void> {
  const { visitorId, endpoint, p256dh, auth } = subscription;
  await retryTransient(() =>
    db.run(sql`
      insert into push_subscriptions (visitor_id, endpoint, p256dh, auth, created_at)
      values (${visitorId}, ${endpoint}, ${p256dh}, ${auth}, ${now.toISOString()})
      on conflict (visitor_id) do update set endpoint = excluded.endpoint, p256dh = excluded.p256dh,
        auth = excluded.auth, created_at = excluded.created_at`),
  );
}

/** Deletes the visitor's subscription and their per-name stage choices: push alerts off. */
export async function deleteSubscription(db: Database, visitorId: string): Promise<void> {
  await retryTransient(() => db.run(sql`delete from push_subscriptions where visitor_id = ${visitorId}`));
  await retryTransient(() => db.run(sql`delete from push_alert_stages where visitor_id = ${visitorId}`));
}

/** Forgets a subscription its push service says is gone (404 or 410), whoever's it was. */
export async function forgetEndpoint(db: Database, endpoint: string): Promise<void> {
  await retryTransient(() => db.run(sql`delete from push_subscriptions where endpoint = ${endpoint}`));
}

export async function hasSubscription(db: Database, visitorId: string): Promise<boolean> {
  const rows = await db.all(sql`select 1 from push_subscriptions where visitor_id = ${visitorId}`);
  return rows.length > 0;
}

/** The names whose stages the visitor narrowed, with the stages they kept. */
export function stageChoicesOf(db: Database, visitorId: string): Promise<{ fqdn: string; stages: string }[]> {
  return db.all(
    sql`select fqdn, stages from push_alert_stages where visitor_id = ${visitorId} order by fqdn`,
  );
}

/** Sets the stages one watched name alerts at; all of them again removes the choice. */
export async function chooseStages(
  db: Database,
  visitorId: string,
  fqdn: string,
  stages: readonly PushStage[] | null,
): Promise<void> {
  if (stages === null) {
    await retryTransient(() =>
      db.run(sql`delete from push_alert_stages where visitor_id = ${visitorId} and fqdn = ${fqdn}`),
    );
    return;
  }
  const joined = stages.join(',');
  await retryTransient(() =>
    db.run(sql`
      insert into push_alert_stages (visitor_id, fqdn, stages) values (${visitorId}, ${fqdn}, ${joined})
      on conflict (visitor_id, fqdn) do update set stages = excluded.stages`),
  );
}

/** The most alerts one stage change sends: one subrequest each, within a run's budget. */
const MAX_PUSHES_PER_CHANGE = 100;

/**
 * The subscriptions of the visitors who watch a name and want alerts at this stage. Worst case:
 * the name's watchers by the watchlist's name index, each one's subscription and stage choice
 * by primary key, MAX_PUSHES_PER_CHANGE returned.
 */
export function subscribersFor(
  db: Database,
  name: { label: string; extension: string },
  stage: PushStage,
  limit: number,
): Promise<StoredSubscription[]> {
  const fqdn = `${name.label}.${name.extension}`;
  return db.all<StoredSubscription>(sql`
    select s.visitor_id as visitorId, s.endpoint, s.p256dh, s.auth
    from watchlist_entries w
    join push_subscriptions s on s.visitor_id = w.visitor_id
    left join push_alert_stages c on c.visitor_id = w.visitor_id and c.fqdn = ${fqdn}
    where w.name = ${name.label} and w.extension = ${name.extension}
      and (c.stages is null or instr(',' || c.stages || ',', ${`,${stage},`}) > 0)
    order by s.visitor_id
    limit ${Math.min(limit, MAX_PUSHES_PER_CHANGE)}`);
}
