import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import {
  expectedPriceLists,
  type ListedSale,
  type StoredPriceList,
  storedPriceLists,
  storedPriceListsQuery,
} from '@domainary/schema/testing/expected-sale-price-lists.ts';
import { afterAll, describe, expect, it } from 'vitest';
import { localDatabaseFile, migrateLocal } from '../src/load/local-database.ts';
import { runWrangler } from '../src/load/wrangler.ts';
import type { SeedOptions } from '../src/options.ts';
import { runSeed } from '../src/run-seed.ts';
import { digestsOf } from './support/generate-tables.ts';

const root = mkdtempSync(path.join(tmpdir(), 'domainary-seed-'));
const stateDir = path.join(root, 'state');
const generation = { companies: 300, seed: 5, asOf: '2026-05-01' };
const options: SeedOptions = {
  ...generation,
  target: { kind: 'local', persistTo: stateDir },
  printHashes: true,
};

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

function schemaOf(file: string): string[] {
  const db = new DatabaseSync(file, { readOnly: true });
  const entries = db.prepare('select type, name, sql from sqlite_master order by type, name').all();
  db.close();
  return entries.map((e) => JSON.stringify(e));
}

function watch(file: string, domainId: number): void {
  const db = new DatabaseSync(file);
  db.prepare(
    `insert into watchlist_entries (visitor_id, name, extension, date_added)
     select 'visitor-a', name, extension, '2026-05-01' from domains where id = ?`,
  ).run(domainId);
  db.close();
}

describe('seeding the local D1 database', () => {
  it('is idempotent, stores exactly the generated rows and keeps the migrated schema', async () => {
    const first = await runSeed(options);
    const file = first.databaseFile as string;
    watch(file, 1);
    watch(file, first.rows.domains as number);
    const second = await runSeed(options);

    expect(second.rows).toEqual(first.rows);
    // Its phases and peak memory stay beside the database, where the bench reads them.
    const report = JSON.parse(readFileSync(`${file}.seed.json`, 'utf8'));
    expect(report.companies).toBe(generation.companies);
    type Timing = { label: string; cpuSeconds: number; processCpuSeconds: number };
    const timings: Timing[] = report.timings;
    expect(timings.map((t) => t.label)).toContain('indexes');
    // The generators' CPU counts in the process's figure and not in the loading thread's; they
    // start while the migrations run, so their CPU falls in both phases.
    const generating = timings.filter((t) => /generators started|generate and insert rows/.test(t.label));
    expect(generating).toHaveLength(2);
    const sum = (of: (t: Timing) => number) => generating.reduce((total, t) => total + of(t), 0);
    expect(sum((t) => t.processCpuSeconds)).toBeGreaterThan(sum((t) => t.cpuSeconds));
    expect(report.peakRssBytes).toBe(second.peakRssBytes);
    expect(second.digests).toEqual(first.digests);
    expect(second.digests).toEqual(digestsOf(generation));

    const migratedOnly = path.join(root, 'migrated');
    await migrateLocal(migratedOnly);
    expect(schemaOf(file)).toEqual(schemaOf(localDatabaseFile(migratedOnly)));

    const db = new DatabaseSync(file, { readOnly: true });
    expect(db.prepare('pragma journal_mode').get()).toEqual({ journal_mode: 'wal' });
    expect(db.prepare('select count(*) as n from watchlist_entries').get()).toEqual({ n: 2 });
    const bySubstring = (table: string) =>
      db.prepare(`select count(*) as n from ${table} where name like '%ar%'`).get() as { n: number };
    expect(bySubstring('domains_fts').n).toBe(bySubstring('domains').n);
    expect(bySubstring('domains').n).toBeGreaterThan(0);
    // The sales search's price lists are built from the seeded sales and marked current.
    expect(db.prepare('select stale from sale_price_lists_state').all()).toEqual([{ stale: 0 }]);
    const listedSales = db
      .prepare('select id, label, extension, channel, year, price_usd as priceUsd from sales')
      .all() as unknown as ListedSale[];
    const lists = storedPriceLists(db.prepare(storedPriceListsQuery).all() as unknown as StoredPriceList[]);
    expect(lists.length).toBeGreaterThan(0);
    expect(lists).toEqual(expectedPriceLists(listedSales));
    db.close();
    const writable = new DatabaseSync(file);
    const fullText = writable
      .prepare("select name from sqlite_master where sql like 'create virtual table % using fts5%'")
      .all() as { name: string }[];
    expect(fullText.length).toBeGreaterThanOrEqual(2);
    const sizes = [first.rows.companies, first.rows.domains, first.rows.sales];
    const countOf = (query: string, ...params: string[]) =>
      (writable.prepare(query).get(...params) as { n: number }).n;
    // A word of the first company's name, to compare indexes that cannot be scanned.
    const { word } = writable
      .prepare(
        "select lower(substr(name, 1, instr(name || ' ', ' ') - 1)) as word from companies order by id limit 1",
      )
      .get() as { word: string };
    // Quoted, the word is one FTS5 string whatever it holds.
    const phrase = `"${word.replaceAll('"', '""')}"`;
    const companiesWithWord = countOf(
      'select count(*) as n from companies_fts where companies_fts match ?',
      phrase,
    );
    expect(companiesWithWord).toBeGreaterThan(0);
    for (const { name } of fullText) {
      // Throws if the index is inconsistent (or, with external content, differs from its table).
      writable.exec(`insert into ${name}(${name}, rank) values ('integrity-check', 1)`);
      if (name.startsWith('companies_by_')) {
        // The company indexes kept in sort order store no sizes (columnsize=0), so they cannot
        // be counted by a scan: each finds the same companies for a word as companies_fts.
        expect(countOf(`select count(*) as n from ${name} where ${name} match ?`, phrase), name).toBe(
          companiesWithWord,
        );
      } else expect(sizes, name).toContain(countOf(`select count(*) as n from ${name}`));
    }
    writable.close();
  });

  it('serves the seeded rows to wrangler and keeps watched names whose listing is gone', async () => {
    await runSeed({ ...options, companies: 100, printHashes: false });
    const output = await runWrangler([
      'd1',
      'execute',
      'DB',
      '--local',
      '--persist-to',
      stateDir,
      '--json',
      '--command',
      'select (select count(*) from companies) as companies, (select count(*) from watchlist_entries) as watched',
    ]);
    const [result] = JSON.parse(output) as { results: { companies: number; watched: number }[] }[];
    // A watchlist holds names, listed or not: the one whose domain this smaller seed drops stays.
    expect(result?.results[0]).toEqual({ companies: 100, watched: 2 });
  });
});
