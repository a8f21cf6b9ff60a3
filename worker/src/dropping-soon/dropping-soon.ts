import type { DroppingName, DroppingSoon } from '@domainary/schema/contracts/dropping-soon.ts';
import type { LifecycleStage } from '@domainary/schema/contracts/lifecycle.ts';
import type { Database } from '../db/database.ts';
import { historiesOf, lifecycleOf, type StageSighting } from '../radar/index.ts';
import { valueName } from '../valuation/index.ts';
import { droppingRows, sampleBaseRows } from './data/dropping-rows.ts';

const DAY_MS = 86_400_000;
const isoDayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Soonest predicted drop first; names without a window last. */
const bySoonestDrop = (a: DroppingName, b: DroppingName) =>
  (a.dropWindow?.earliest ?? '9999').localeCompare(b.dropWindow?.earliest ?? '9999') ||
  a.domain.localeCompare(b.domain);

/** The engine's estimate of a name; null where it gives the name no number (names like it rarely sell). */
function estimateOf(label: string, extension: string) {
  const { valueRange } = valueName(label, extension);
  return { estimatedValueMin: valueRange?.min ?? null, estimatedValueMax: valueRange?.max ?? null };
}

/**
 * The tracked names in pending delete or redemption, as the radar last read them, each with its
 * predicted window and the engine's value estimate. Worst case: two stage index ranges of
 * DROPPING_PER_STAGE names with their listed rows, then their stage histories by key.
 */
async function trackedDropping(db: Database, now: Date): Promise<DroppingName[]> {
  const rows = [...(await droppingRows(db, 'pending-delete')), ...(await droppingRows(db, 'redemption'))];
  const histories = await historiesOf(
    db,
    rows.map((row) => row.fqdn),
  );
  return rows
    .map((row): DroppingName => {
      const lifecycle = lifecycleOf(
        {
          extension: row.extension,
          stage: row.stage,
          stageSince: row.stageSince,
          checkedAt: row.checkedAt,
          source: row.source,
          registrarIanaId: row.registrarIanaId,
          expiresOn: row.expiresOn,
          history: histories.get(row.fqdn) ?? [],
        },
        now,
      );
      // A listed name keeps its stored estimate, unless the engine gives it no number: the
      // stored one is then only the sort key the seed wrote.
      const engine = estimateOf(row.label, row.extension);
      const value =
        engine.estimatedValueMin !== null && row.listedMin !== null && row.listedMax !== null
          ? { estimatedValueMin: row.listedMin, estimatedValueMax: row.listedMax }
          : engine;
      return {
        domain: row.fqdn,
        stage: row.stage,
        since: row.stageSince,
        source: row.source,
        dropWindow: lifecycle.dropWindow,
        basis: lifecycle.basis,
        ...value,
      };
    })
    .sort(bySoonestDrop);
}

/**
 * What the page shows where no registry is asked: listed names put through a made-up stage
 * (every third pending delete, the rest in redemption, first seen a few days ago by their
 * place in the list), and the radar's own prediction from it. The values are the names' real
 * estimates; the stage, its day and the window are sample, and say so.
 */
async function sampleDropping(db: Database, now: Date): Promise<DroppingName[]> {
  const rows = await sampleBaseRows(db, isoDayOf(now.getTime()));
  return rows
    .map((row, i): DroppingName => {
      const stage: LifecycleStage = i % 3 === 0 ? 'pending-delete' : 'redemption';
      const daysIn = stage === 'pending-delete' ? i % 5 : (i * 7) % 30;
      const since = isoDayOf(now.getTime() - daysIn * DAY_MS);
      const history: StageSighting[] = [
        {
          stage: 'expired',
          firstSeenAt: `${isoDayOf(now.getTime() - (daysIn + 30) * DAY_MS)}T00:00:00.000Z`,
        },
        { stage, firstSeenAt: `${since}T00:00:00.000Z` },
      ];
      const lifecycle = lifecycleOf(
        {
          extension: row.extension,
          stage,
          stageSince: since,
          checkedAt: now.toISOString(),
          source: 'sample',
          registrarIanaId: null,
          expiresOn: null,
          history,
        },
        now,
      );
      return {
        domain: `${row.name}.${row.extension}`,
        stage: stage === 'pending-delete' ? 'pending-delete' : 'redemption',
        since,
        source: 'sample',
        dropWindow: lifecycle.dropWindow,
        basis: `Sample: ${lifecycle.basis}`,
        estimatedValueMin: row.estimatedValueMin,
        estimatedValueMax: row.estimatedValueMax,
      };
    })
    .sort(bySoonestDrop);
}

/** The "Dropping soon" list: the radar's tracked names where registries are asked, else labelled sample. */
export async function droppingSoon(db: Database, live: boolean, now: Date): Promise<DroppingSoon> {
  if (live) return { sample: false, names: await trackedDropping(db, now) };
  return { sample: true, names: await sampleDropping(db, now) };
}
