import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';

/** A tracked name near its drop, with the listed row's value where Domainary lists it. */
interface DroppingRow {
  fqdn: string;
  label: string;
  extension: string;
  stage: 'redemption' | 'pending-delete';
  stageSince: string | null;
  checkedAt: string | null;
  source: string;
  registrarIanaId: number | null;
  expiresOn: string | null;
  listedMin: number | null;
  listedMax: number | null;
}

/** The most names the page lists per stage. */
const DROPPING_PER_STAGE = 50;

/**
 * The tracked names in one stage, first seen longest ago first (nearest their drop). Worst
 * case: DROPPING_PER_STAGE keys of the stage index, each with its listed row by key.
 */
export function droppingRows(db: Database, stage: DroppingRow['stage']): Promise<DroppingRow[]> {
  return db.all<DroppingRow>(sql`
    select t.fqdn, t.label, t.extension, t.stage, t.stage_since as stageSince, t.checked_at as checkedAt,
      t.source, t.registrar_iana_id as registrarIanaId, t.expires_on as expiresOn,
      d.estimated_value_min as listedMin, d.estimated_value_max as listedMax
    from tracked_names t left join domains d on d.name = t.label and d.extension = t.extension
    where t.stage = ${stage}
    order by t.stage_since, t.fqdn
    limit ${DROPPING_PER_STAGE}`);
}

/** A listed name the offline sample is built on. */
interface SampleBaseRow {
  name: string;
  extension: string;
  estimatedValueMin: number;
  estimatedValueMax: number;
}

/** How many names the offline sample shows. */
const SAMPLE_SIZE = 12;

/**
 * The listed .com names expiring soonest, by the expiring-names index: the names the offline
 * sample puts through a lifecycle. Worst case: SAMPLE_SIZE keys of that index.
 */
export function sampleBaseRows(db: Database, today: string): Promise<SampleBaseRow[]> {
  return db.all<SampleBaseRow>(sql`
    select name, extension, estimated_value_min as estimatedValueMin, estimated_value_max as estimatedValueMax
    from domains indexed by domains_expiring_com_idx
    where status = 'expiring' and extension = 'com' and expiry_date >= ${today}
    order by expiry_date, id
    limit ${SAMPLE_SIZE}`);
}
