import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { rebuildSalePriceListsStatements } from '@domainary/schema/sale-price-lists.ts';
import {
  expectedPriceLists,
  type ListedSale,
  type StoredPriceList,
  storedPriceLists,
  storedPriceListsQuery,
} from '@domainary/schema/testing/expected-sale-price-lists.ts';
import { saleEstimate } from '@domainary/worker/valuation/engine/index.ts';
import { describe, expect, it } from 'vitest';
import { RejectedRowsError } from '../src/importers/company-import.ts';
import { readCsv } from '../src/importers/csv-records.ts';
import { ImportReport } from '../src/importers/import-report.ts';
import { mapSaleColumns } from '../src/importers/sale-columns.ts';
import { importSaleRows } from '../src/importers/sale-import.ts';
import { importDatabases, runImporter } from './support/import-databases.ts';

const salesCsv = path.join(import.meta.dirname, 'fixtures', 'sales-list.csv');
const { root, freshDatabase } = importDatabases('domainary-sales-import-');
const now = new Date('2026-05-01T00:00:00Z');

/** A fresh copy of the migrated, empty database holding one sale the file repeats. */
function databaseWithOneSale(name: string): DatabaseSync {
  const db = freshDatabase(name);
  db.exec(`insert into sales (id, domain, label, extension, price_usd, year, source, venue, channel, estimate_usd)
    values (1, 'quickshop.io', 'quickshop', 'io', 3100, 2020, 'earlier import', 'GoDaddy', 'auction', 500)`);
  return db;
}

async function importFixture(db: DatabaseSync, strict = false) {
  const { header, rows } = await readCsv(salesCsv);
  const { columns, missing } = mapSaleColumns(header);
  expect(missing).toEqual([]);
  const report = new ImportReport();
  const outcome = importSaleRows(db, rows, columns, report, { now, strict, source: 'sales-list.csv' });
  return { outcome, report };
}

const salesOf = (db: DatabaseSync) =>
  db
    .prepare('select domain, price_usd, year, venue, channel, estimate_usd from sales order by id')
    .all()
    .map((row) => ({ ...row }));

/** The sales search's stored price lists and whether they are marked as lagging behind. */
const priceListsOf = (db: DatabaseSync) => ({
  stale: (db.prepare('select stale from sale_price_lists_state where id = 1').get() as { stale: number })
    .stale,
  lists: storedPriceLists(db.prepare(storedPriceListsQuery).all() as unknown as StoredPriceList[]),
});

/** The lists a rebuild should store, worked out in plain code from the table's rows. */
const priceListsFromRows = (db: DatabaseSync) =>
  expectedPriceLists(
    db
      .prepare('select id, label, extension, channel, year, price_usd as priceUsd from sales')
      .all() as unknown as ListedSale[],
  );

describe('import:sales', () => {
  it('adds the valid sales of a NameBio-shaped list with channel and estimate, and reports every bad row', async () => {
    const db = databaseWithOneSale('import');
    const { outcome, report } = await importFixture(db);
    expect(outcome).toEqual({ added: 5, alreadyListed: 1 });
    expect(report.accepted).toBe(6);
    expect(report.toJSON().rejected).toEqual([
      { line: 7, reason: 'missing domain' },
      { line: 8, reason: 'domain is not a valid domain name' },
      { line: 9, reason: 'price is not a positive amount of US dollars' },
      { line: 10, reason: 'price is not a positive amount of US dollars' },
      { line: 11, reason: 'missing date or year' },
      { line: 12, reason: 'year outside 1990-2026' },
      { line: 13, reason: 'year outside 1990-2026' },
      { line: 15, reason: 'same sale as line 2' },
      { line: 16, reason: 'same sale as line 2' },
    ]);
    const sale = (domain: string, price: number, year: number, venue: string, channel: string) => {
      const [label, ...rest] = domain.split('.');
      return {
        domain,
        price_usd: price,
        year,
        venue,
        channel,
        estimate_usd: saleEstimate(label as string, rest.join('.'), channel as 'auction'),
      };
    };
    expect(salesOf(db)).toEqual([
      {
        domain: 'quickshop.io',
        price_usd: 3100,
        year: 2020,
        venue: 'GoDaddy',
        channel: 'auction',
        estimate_usd: 500,
      },
      sale('zorbly.com', 12_500, 2021, 'Sedo', 'marketplace'),
      sale('bestfarm.co.uk', 8_000, 2019, 'Afternic', 'marketplace'),
      sale('lumen.ai', 951, 2023, 'Dynadot', 'auction'),
      sale('privatedeal.com', 250_000, 2018, '', 'brokerage'),
      sale('zorbly.com', 12_500, 2020, 'Sedo', 'marketplace'),
    ]);
    const found = db
      .prepare(
        `select s.domain from sales s where s.id in (select rowid from sales_label_fts where sales_label_fts match '"orb" AND "rbl"') order by s.year`,
      )
      .all();
    expect(found).toEqual([{ domain: 'zorbly.com' }, { domain: 'zorbly.com' }]);
    db.close();
  });

  it("rebuilds the search's price lists from every sale in the same transaction", async () => {
    const db = databaseWithOneSale('lists');
    expect(priceListsOf(db)).toEqual({ stale: 1, lists: [] });
    await importFixture(db);
    const { stale, lists } = priceListsOf(db);
    expect(stale).toBe(0);
    expect(lists).toEqual(priceListsFromRows(db));
    expect(lists.find((l) => l.extension === '' && l.channel === 'marketplace' && l.year === 2021)).toEqual({
      extension: '',
      channel: 'marketplace',
      year: 2021,
      prices: [12_500],
      ids: [2],
      labels: ['zorbly'],
    });
    db.close();
  });

  it('adds nothing when the same file is imported again', async () => {
    const db = databaseWithOneSale('again');
    await importFixture(db);
    const before = salesOf(db);
    const { outcome } = await importFixture(db);
    expect(outcome).toEqual({ added: 0, alreadyListed: 6 });
    expect(salesOf(db)).toEqual(before);
    db.close();
  });

  it('imports nothing with --strict when a row is rejected', async () => {
    const db = databaseWithOneSale('strict');
    await expect(importFixture(db, true)).rejects.toThrow(RejectedRowsError);
    expect(salesOf(db)).toHaveLength(1);
    db.close();
  });

  it('leaves the table as it was when writing fails part way', async () => {
    const db = databaseWithOneSale('failing');
    for (const statement of rebuildSalePriceListsStatements) db.exec(statement);
    const listsBefore = priceListsOf(db);
    expect(listsBefore.stale).toBe(0);
    db.exec(`create temp trigger fail_on_lumen before insert on sales when new.domain = 'lumen.ai'
      begin select raise(abort, 'disk full'); end`);
    await expect(importFixture(db)).rejects.toThrow('disk full');
    expect(salesOf(db)).toHaveLength(1);
    expect(
      db.prepare('select count(*) as n from sales_label_fts where sales_label_fts match \'"orb"\'').get(),
    ).toEqual({
      n: 0,
    });
    expect(priceListsOf(db)).toEqual(listsBefore);
    db.close();
  });
});

describe('the import:sales command', () => {
  it('prints the validation report and exits 0; a file without price or date columns exits 2', async () => {
    const state = path.join(root, 'cli');
    const reportFile = path.join(root, 'sales-report.json');
    const imported = await runImporter(
      'import-sales.ts',
      salesCsv,
      '--persist-to',
      state,
      '--report',
      reportFile,
    );
    expect(imported.stdout).toContain('Accepted 6 rows, rejected 9.');
    expect(imported.stdout).toContain('line 9: price is not a positive amount of US dollars');
    expect(imported.stdout).toContain('Imported: 6 sales added, 0 already listed.');
    expect(JSON.parse(readFileSync(reportFile, 'utf8')).rejected).toHaveLength(9);
    const ranks = path.join(import.meta.dirname, 'fixtures', 'ranks-list.csv');
    await expect(runImporter('import-sales.ts', ranks, '--persist-to', state)).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('has no column for'),
    });
  });
});
