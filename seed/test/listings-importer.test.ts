import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { importSource } from '@domainary/schema/record-source.ts';
import { valueName } from '@domainary/worker/valuation/engine/index.ts';
import { describe, expect, it } from 'vitest';
import { RejectedRowsError } from '../src/importers/company-import.ts';
import { readCsv } from '../src/importers/csv-records.ts';
import { ImportReport } from '../src/importers/import-report.ts';
import { mapListingColumns } from '../src/importers/listing-columns.ts';
import { importListingRows } from '../src/importers/listing-import.ts';
import { dayOf } from '../src/importers/listing-record.ts';
import { importDatabases, runImporter } from './support/import-databases.ts';

const listingsCsv = path.join(import.meta.dirname, 'fixtures', 'listings-feed.csv');
const { root, freshDatabase } = importDatabases('domainary-listings-import-');
const now = new Date('2026-05-01T00:00:00Z');
const source = importSource('listings', listingsCsv);

/**
 * A fresh migrated database holding two generated (sample) aftermarket names, one of which
 * the feed lists, and one sample company domain.
 */
function databaseWithSampleListings(name: string): DatabaseSync {
  const db = freshDatabase(name);
  db.exec(`
    insert into companies (id, name, website, industry, country, rank, year_founded, employees,
      revenue_amount, description, date_added, name_sort_key)
    values (1, 'Sample Co', 'sampleco.com', 'Retail', 'Germany', 1, 2000, 10, 0, 'generated', '2026-01-01', 'sample co');
    insert into domains (id, name, extension, length, status, expiry_date, registration_date,
      estimated_value, estimated_value_min, estimated_value_max, seo_score, traffic_score,
      brandability_score, potential_score, brand_score, market_value, traffic_potential,
      registrar, available, last_checked, industry, company_id, acquisition_fee, is_premium,
      first_registered, last_owner, prior_use)
    values
      (1, 'bakery', 'io', 6, 'premium', null, '2015-03-01', 5000, 2000, 9000, 50, 50, 50, 50, 50, 50, 50,
       'GoDaddy', 1, '2026-04-30', 'food', null, 150000, 1, '2015-03-01', 'Redacted for privacy', 'Parked page'),
      (2, 'unlisted', 'com', 8, 'taken', '2027-01-01', '2012-01-01', 900, 300, 2000, 40, 40, 40, 40, 40, 40, 40,
       'Namecheap', 0, '2026-04-30', 'general', null, null, 0, '2012-01-01', 'Someone LLC', 'Blog'),
      (3, 'sampleco', 'com', 8, 'active', '2027-01-01', '2000-01-01', 900, 300, 2000, 40, 40, 40, 40, 40, 40, 40,
       'MarkMonitor', 0, '2026-04-30', 'retail', 1, null, 0, '2000-01-01', 'Sample Co', 'Company website');`);
  return db;
}

async function importFeed(db: DatabaseSync, options: { strict?: boolean; replaceSample?: boolean } = {}) {
  const { header, rows } = await readCsv(listingsCsv);
  const { columns, missing } = mapListingColumns(header);
  expect(missing).toEqual([]);
  const report = new ImportReport();
  const outcome = importListingRows(db, rows, columns, report, {
    now,
    strict: options.strict ?? false,
    source,
    replaceSample: options.replaceSample ?? false,
  });
  return { outcome, report };
}

const listingOf = (db: DatabaseSync, name: string, extension: string) =>
  ({
    ...db
      .prepare(
        `select status, available, acquisition_fee, current_bid, is_premium, expiry_date, auction_ends_on,
           listing_venue, source, registration_date, registrar, first_registered, last_owner, prior_use,
           estimated_value
         from domains where name = ? and extension = ?`,
      )
      .get(name, extension),
  }) as Record<string, unknown>;

const count = (db: DatabaseSync, sql: string) => Number((db.prepare(sql).get() as { n: number }).n);

describe('import:listings', () => {
  it('loads the valid listings of an auction, marketplace and drop feed and reports every bad row', async () => {
    const db = databaseWithSampleListings('import');
    const { outcome, report } = await importFeed(db);
    expect(outcome).toEqual({ added: 4, updated: 1, sampleRemoved: 0 });
    expect(report.accepted).toBe(5);
    expect(report.toJSON().rejected).toEqual([
      { line: 7, reason: 'missing domain' },
      { line: 8, reason: 'domain is not a valid domain name' },
      { line: 9, reason: 'an auction needs a current bid' },
      { line: 10, reason: 'a name for sale needs an asking price' },
      { line: 11, reason: 'a pending-delete name needs a drop date' },
      { line: 12, reason: 'end or drop date 2026-04-01 has passed' },
      { line: 13, reason: 'end or drop date is not a date (YYYY-MM-DD or M/D/YYYY)' },
      { line: 14, reason: 'status "Giveaway" is not auction, buy now (for sale) or pending delete' },
      { line: 15, reason: 'bakery.io already on line 3' },
      { line: 16, reason: 'price or bid is not an amount of US dollars' },
    ]);
    // An auction: its bid and end day; a new name is valued by the engine.
    expect(listingOf(db, 'coffeeshop', 'com')).toMatchObject({
      status: 'auction',
      available: 0,
      current_bid: 4250,
      acquisition_fee: null,
      auction_ends_on: '2099-05-09',
      expiry_date: null,
      listing_venue: 'GoDaddy Auctions',
      source: 'import:listings listings-feed.csv',
      estimated_value: valueName('coffeeshop', 'com').estimatedValue,
    });
    // An auction list's price column is its current bid; a URL gives its registrable name.
    expect(listingOf(db, 'bidonly', 'co')).toMatchObject({
      current_bid: 1800,
      auction_ends_on: '2099-06-01',
    });
    expect(listingOf(db, 'quickloans', 'net')).toMatchObject({
      status: 'premium',
      acquisition_fee: 2999,
      listing_venue: 'Afternic',
    });
    expect(listingOf(db, 'dropname', 'org')).toMatchObject({
      status: 'expiring',
      expiry_date: '2099-05-20',
      listing_venue: 'DropCatch',
    });
    db.close();
  });

  it('replaces a sample listing’s facts with the feed’s, clearing the generated ones', async () => {
    const db = databaseWithSampleListings('replace-facts');
    await importFeed(db);
    expect(listingOf(db, 'bakery', 'io')).toMatchObject({
      status: 'premium',
      available: 0,
      acquisition_fee: 12500,
      is_premium: 1,
      listing_venue: 'Sedo',
      source: 'import:listings listings-feed.csv',
      registration_date: null,
      registrar: null,
      first_registered: null,
      last_owner: null,
      prior_use: null,
    });
    // The name the feed does not list keeps its sample facts and its label.
    expect(listingOf(db, 'unlisted', 'com')).toMatchObject({ source: 'sample', last_owner: 'Someone LLC' });
    db.close();
  });

  it('with replaceSample removes the sample aftermarket names the feed does not list, never company domains', async () => {
    const db = databaseWithSampleListings('replace-sample');
    const { outcome } = await importFeed(db, { replaceSample: true });
    expect(outcome.sampleRemoved).toBe(1);
    expect(count(db, "select count(*) as n from domains where name = 'unlisted'")).toBe(0);
    expect(count(db, "select count(*) as n from domains where name = 'sampleco'")).toBe(1);
    expect(
      count(db, "select count(*) as n from domains where source = 'sample' and company_id is null"),
    ).toBe(0);
    db.close();
  });

  it('imports nothing with --strict when a row is rejected', async () => {
    const db = databaseWithSampleListings('strict');
    await expect(importFeed(db, { strict: true })).rejects.toThrow(RejectedRowsError);
    expect(count(db, 'select count(*) as n from domains')).toBe(3);
    expect(listingOf(db, 'bakery', 'io')).toMatchObject({ source: 'sample', acquisition_fee: 150000 });
    db.close();
  });

  it('leaves nothing changed when the import fails half way', async () => {
    const db = databaseWithSampleListings('broken');
    // Every insert fails on this trigger, after the update of bakery.io ran in the same transaction.
    db.exec(`create trigger refuse_new_names before insert on domains
      begin select raise(abort, 'refused by test trigger'); end`);
    await expect(importFeed(db, { replaceSample: true })).rejects.toThrow(/refused by test trigger/);
    expect(count(db, 'select count(*) as n from domains')).toBe(3);
    expect(listingOf(db, 'bakery', 'io')).toMatchObject({ source: 'sample', acquisition_fee: 150000 });
    expect(listingOf(db, 'unlisted', 'com')).toMatchObject({ source: 'sample' });
    db.close();
  });

  it('reads the calendar days feeds write, and only real ones', () => {
    expect(dayOf('2026-12-03')).toBe('2026-12-03');
    expect(dayOf('2026-12-03 18:00')).toBe('2026-12-03');
    expect(dayOf('12/3/2026')).toBe('2026-12-03');
    expect(dayOf('2026-02-30')).toBeUndefined();
    expect(dayOf('13/1/2026')).toBeUndefined();
    expect(dayOf('next week')).toBeUndefined();
  });
});

describe('the import:listings command', () => {
  it('prints the report and exits 0; a file without the needed columns exits 2', async () => {
    const state = path.join(root, 'cli');
    const reportFile = path.join(root, 'report.json');
    const imported = await runImporter(
      'import-listings.ts',
      listingsCsv,
      '--persist-to',
      state,
      '--report',
      reportFile,
    );
    expect(imported.stdout).toContain('Accepted 5 rows, rejected 10.');
    expect(imported.stdout).toContain('line 9: an auction needs a current bid');
    expect(imported.stdout).toContain('Imported: 5 listings added, 0 updated.');
    expect(JSON.parse(readFileSync(reportFile, 'utf8')).rejected).toHaveLength(10);
    await expect(
      runImporter(
        'import-listings.ts',
        path.join(import.meta.dirname, 'fixtures', 'ranks-list.csv'),
        '--persist-to',
        state,
      ),
    ).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('has no column for') });
  });
});
