import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * A name the drop radar follows: one row per fully qualified name however many watchlists hold
 * it, removed once no watchlist does. `next_check_at` is set from the stage's cadence; the
 * tracking job takes the names due soonest, nearest a drop first.
 */
export const trackedNames = sqliteTable(
  'tracked_names',
  {
    fqdn: text('fqdn').primaryKey(),
    /** The name split as lookups need it: `coffee` + `co.uk`. */
    label: text('label').notNull().default(''),
    extension: text('extension').notNull().default(''),
    stage: text('stage').notNull(),
    /** The ISO day the current stage was first seen. */
    stageSince: text('stage_since'),
    checkedAt: text('checked_at'),
    nextCheckAt: text('next_check_at').notNull(),
    /** "rdap: <host>" or "offline". */
    source: text('source').notNull(),
    registrarIanaId: integer('registrar_iana_id'),
    /** The registry's expiration event (ISO day), as last read; never the only anchor of a prediction. */
    expiresOn: text('expires_on'),
    /** The registry's deletion event (ISO day), where it gives one. */
    deletionOn: text('deletion_on'),
    /** 0 around a predicted drop, 1 pending delete, 2 grace or redemption, 3 the rest: the job takes lower first. */
    priority: integer('priority').notNull().default(3),
  },
  (t) => [
    index('tracked_names_next_check_idx').on(t.nextCheckAt),
    index('tracked_names_priority_due_idx').on(t.priority, t.nextCheckAt),
    // The public "Dropping soon" list: the names of one stage, first seen longest ago first.
    index('tracked_names_stage_since_idx').on(t.stage, t.stageSince),
  ],
);

/** Each stage a tracked name was seen in, with the first time it was seen there: the radar's history. */
export const nameStageHistory = sqliteTable(
  'name_stage_history',
  {
    fqdn: text('fqdn').notNull(),
    stage: text('stage').notNull(),
    firstSeenAt: text('first_seen_at').notNull(),
    source: text('source').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.fqdn, t.firstSeenAt] }),
    index('name_stage_history_seen_idx').on(t.firstSeenAt),
  ],
);
