import { env } from 'cloudflare:test';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createDatabase } from '../../src/db/create-database.ts';
import { newTally } from '../../src/db/rows-read-meter.ts';
import { HISTORY_KEPT_PER_NAME, saveCheck, trackName } from '../../src/radar/data/tracked-name-queries.ts';

const db = createDatabase(env, newTally()).db;
const stages = ['registered', 'expired', 'redemption', 'pending-delete', 'available'] as const;

describe("a tracked name's stage history", () => {
  it('keeps the newest stages only, so reading a watchlist stays bounded per name', async () => {
    const name = { label: `historyquokka${crypto.randomUUID().slice(0, 8)}`, extension: 'com' };
    const fqdn = `${name.label}.${name.extension}`;
    const start = Date.parse('2027-01-01T00:00:00Z');
    await trackName(db, name, new Date(start));
    const changes = HISTORY_KEPT_PER_NAME + 5;
    for (let i = 0; i < changes; i++) {
      const checkedAt = new Date(start + i * 86_400_000).toISOString();
      await saveCheck(
        db,
        fqdn,
        {
          stage: stages[i % stages.length] ?? 'registered',
          stageSince: checkedAt.slice(0, 10),
          checkedAt,
          nextCheckAt: checkedAt,
          source: 'rdap: test',
          registrarIanaId: null,
          expiresOn: null,
          priority: 3,
        },
        true,
      );
    }
    const kept = await db.all<{ first_seen_at: string }>(
      sql`select first_seen_at from name_stage_history where fqdn = ${fqdn} order by first_seen_at`,
    );
    expect(kept).toHaveLength(HISTORY_KEPT_PER_NAME);
    expect(kept.at(-1)?.first_seen_at).toBe(new Date(start + (changes - 1) * 86_400_000).toISOString());
    expect(kept[0]?.first_seen_at).toBe(new Date(start + 5 * 86_400_000).toISOString());
  });
});
