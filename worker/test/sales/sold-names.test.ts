import { env } from 'cloudflare:test';
import { drizzle } from 'drizzle-orm/d1';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { meterD1, newTally } from '../../src/db/rows-read-meter.ts';
import { reportedSalesByName } from '../../src/sales/data/reported-sales.ts';
import { SOLD_NAMES_LOOK_ROWS, soldNamesInPriceLists } from '../../src/sales/data/sold-name-lists.ts';
import { reportedSalesOfNames, SOLD_NAMES_CHECK_SECONDS } from '../../src/sales/sold-names.ts';
import {
  type FixtureSale,
  insertSales,
  rebuildSalePriceLists,
  shippedSales,
} from '../support/sales-fixture.ts';

const shipped = shippedSales();
const sold = ['voice.com', 'hotels.com', 'carinsurance.com'];
const neverSold = ['qwkzrtpl.net', 'greencloud7.io', 'bakerybut.com'];

beforeAll(async () => {
  await insertSales(shipped);
  await rebuildSalePriceLists();
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** A database whose statements are counted, as a request's are. */
function metered() {
  const tally = newTally();
  return { db: drizzle(meterD1(env.DB, tally)) as unknown as Database, tally };
}

/** What the sales table itself holds for the names, asked name by name. */
async function inTable(names: readonly string[]) {
  return reportedSalesByName(drizzle(env.DB) as unknown as Database, names);
}

describe('reported sales asked only for names known to have sold', () => {
  it('answers every name as the sales table does, and asks it nothing for names never sold', async () => {
    const binding = {};
    const first = metered();
    // The first look reads the lists' build and the sold names (a row per extension, channel and year).
    expect(await reportedSalesOfNames(binding, first.db, neverSold)).toEqual(new Map());
    expect(first.tally.statements).toBe(2);
    expect(first.tally.rowsRead).toBeLessThanOrEqual(SOLD_NAMES_LOOK_ROWS);

    const again = metered();
    expect(await reportedSalesOfNames(binding, again.db, neverSold)).toEqual(new Map());
    expect(again.tally.statements).toBe(0);

    const mixed = metered();
    const answer = await reportedSalesOfNames(binding, mixed.db, [...neverSold, ...sold]);
    expect(mixed.tally.statements).toBe(1);
    expect(answer).toEqual(await inTable([...neverSold, ...sold]));
    expect([...answer.keys()].sort()).toEqual([...sold].sort());
  });

  it("reads a sold name's sales once per build of the lists, and again after a rebuild", async () => {
    const binding = {};
    await reportedSalesOfNames(binding, metered().db, neverSold);
    const first = metered();
    const answer = await reportedSalesOfNames(binding, first.db, [...sold, ...neverSold]);
    expect(first.tally.statements).toBe(1);

    const again = metered();
    expect(await reportedSalesOfNames(binding, again.db, [...neverSold, ...sold])).toEqual(answer);
    expect(again.tally.statements).toBe(0);
    // A name not read before is still asked, alone.
    const another = metered();
    const hotelsAndVoice = await reportedSalesOfNames(binding, another.db, ['voice.com', 'hotels.com']);
    expect(hotelsAndVoice).toEqual(await inTable(['voice.com', 'hotels.com']));
    expect(another.tally.statements).toBe(0);

    const sale: FixtureSale = {
      id: shipped.length + 2,
      domain: 'voice.com',
      label: 'voice',
      extension: 'com',
      priceUsd: 45_000,
      year: 2026,
      source: 'test',
      venue: 'Sedo',
      channel: 'brokerage',
      estimateUsd: 1,
    };
    await insertSales([sale]);
    await rebuildSalePriceLists();
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + SOLD_NAMES_CHECK_SECONDS * 1000 + 1);
    const rebuilt = metered();
    const afterRebuild = await reportedSalesOfNames(binding, rebuilt.db, ['voice.com']);
    expect(afterRebuild.get('voice.com')?.[0]).toEqual({
      price: 45_000,
      year: 2026,
      venue: 'Sedo',
      channel: 'brokerage',
    });
    expect(afterRebuild).toEqual(await inTable(['voice.com']));
  });

  it('knows every sold name of the sales table', async () => {
    const names = [...new Set(shipped.map((s) => s.domain))];
    const binding = {};
    const answer = await reportedSalesOfNames(binding, metered().db, names);
    expect(answer.size).toBe(names.length);
  });

  it('asks the table for every name while the lists lag behind a new sale, and reads them again once rebuilt', async () => {
    const binding = {};
    await reportedSalesOfNames(binding, metered().db, neverSold);
    const sale: FixtureSale = {
      id: shipped.length + 1,
      domain: 'greencloud7.io',
      label: 'greencloud7',
      extension: 'io',
      priceUsd: 4_200,
      year: 2024,
      source: 'test',
      venue: 'Sedo',
      channel: 'marketplace',
      estimateUsd: 1,
    };
    await insertSales([sale]);
    const now = Date.now();
    // Until its look is due the isolate keeps the names it read: the sale shows that much later.
    const kept = metered();
    expect((await reportedSalesOfNames(binding, kept.db, ['greencloud7.io'])).size).toBe(0);
    expect(kept.tally.statements).toBe(0);

    vi.spyOn(Date, 'now').mockReturnValue(now + SOLD_NAMES_CHECK_SECONDS * 1000 + 1);
    const stale = metered();
    const whileStale = await reportedSalesOfNames(binding, stale.db, ['greencloud7.io', 'bakerybut.com']);
    expect(whileStale.get('greencloud7.io')).toEqual([
      { price: 4_200, year: 2024, venue: 'Sedo', channel: 'marketplace' },
    ]);
    // The build (stale: none) and the sales themselves, for both names.
    expect(stale.tally.statements).toBe(2);

    await rebuildSalePriceLists();
    vi.spyOn(Date, 'now').mockReturnValue(now + 2 * (SOLD_NAMES_CHECK_SECONDS * 1000 + 1));
    const rebuilt = metered();
    const afterRebuild = await reportedSalesOfNames(binding, rebuilt.db, ['greencloud7.io', 'bakerybut.com']);
    expect([...afterRebuild.keys()]).toEqual(['greencloud7.io']);
    // The new build, its names, and the one sold name's sales.
    expect(rebuilt.tally.statements).toBe(3);
  });

  it('keeps no names past its bound, and then asks the table for every name', async () => {
    expect(await soldNamesInPriceLists(metered().db, 100)).toBeNull();
    expect((await soldNamesInPriceLists(metered().db, 1_000_000))?.has('voice.com')).toBe(true);
  });
});
