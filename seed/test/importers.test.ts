import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { COMPANY_COUNTS_LAYOUT, rebuildCompanyCountsStatements } from '@domainary/schema/company-counts.ts';
import { companyNameSortKey } from '@domainary/schema/company-name-sort-key.ts';
import { importSource } from '@domainary/schema/record-source.ts';
import { describe, expect, it } from 'vitest';
import { mapCompanyColumns } from '../src/importers/company-columns.ts';
import { importCompanyRows, RejectedRowsError } from '../src/importers/company-import.ts';
import { readCsv } from '../src/importers/csv-records.ts';
import { fillCompanyNameSortKeys } from '../src/importers/fill-name-sort-keys.ts';
import { ImportReport } from '../src/importers/import-report.ts';
import { numberCompanyOrders } from '../src/importers/number-company-orders.ts';
import { importRankRows } from '../src/importers/rank-import.ts';
import { importDatabases, runImporter } from './support/import-databases.ts';

const fixtures = path.join(import.meta.dirname, 'fixtures');
const companiesCsv = path.join(fixtures, 'companies-dataset.csv');
const ranksCsv = path.join(fixtures, 'ranks-list.csv');
const { root, freshDatabase } = importDatabases('domainary-import-');
const now = new Date('2026-05-01T00:00:00Z');
const companiesSource = importSource('companies', companiesCsv);
const ranksSource = importSource('ranks', ranksCsv);

async function importFixture(db: DatabaseSync, strict = false) {
  const { header, rows } = await readCsv(companiesCsv);
  const { columns, missing } = mapCompanyColumns(header);
  expect(missing).toEqual([]);
  const report = new ImportReport();
  const outcome = importCompanyRows(db, rows, columns, report, { now, strict, source: companiesSource });
  return { outcome, report };
}

const count = (db: DatabaseSync, sql: string) => Number((db.prepare(sql).get() as { n: number }).n);

describe('import:companies', () => {
  it('imports the valid rows of a real-shaped dataset, normalised, with their domains and counts', async () => {
    const db = freshDatabase('import');
    const { outcome, report } = await importFixture(db);
    expect(outcome).toEqual({ inserted: 8, updated: 0 });
    expect(report.accepted).toBe(8);
    expect(report.toJSON().rejected).toEqual([
      { line: 9, reason: 'missing domain' },
      { line: 10, reason: 'domain is not a valid domain name' },
      { line: 11, reason: 'missing founded year' },
      { line: 12, reason: 'founded year outside 1000-2026' },
      { line: 13, reason: 'employees is not a whole number or size range' },
      { line: 14, reason: 'country is not a known country code' },
      { line: 15, reason: 'domain ibm.com already on line 2' },
    ]);

    const ibm = db.prepare("select * from companies where website = 'ibm.com'").get() as Record<
      string,
      unknown
    >;
    expect(ibm).toMatchObject({
      name: 'ibm',
      industry: 'Information Technology and Services',
      country: 'United States',
      year_founded: 1911,
      employees: 274047,
      rank: 1,
      revenue_amount: 0,
      description:
        'ibm is an information technology and services company based in United States, founded in 1911.',
      date_added: '2026-05-01',
    });
    // A URL becomes its registrable domain; a country code its name; a blank count its size range.
    expect(
      db.prepare("select website, country, employees from companies where name = 'Siemens AG'").get(),
    ).toEqual({
      website: 'siemens.com',
      country: 'Germany',
      employees: 10001,
    });
    expect(db.prepare("select employees from companies where website = 'tinystartup.io'").get()).toEqual({
      employees: 1,
    });
    // Ranks follow file order, each company owns its domain, and keyword search finds it.
    expect(
      db
        .prepare('select rank from companies order by id')
        .all()
        .map((r) => r.rank),
    ).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(
      db
        .prepare(
          "select d.name || '.' || d.extension as fqdn, d.status, d.company_id = c.id as owned from domains d join companies c on c.website = d.name || '.' || d.extension order by fqdn",
        )
        .all()
        .map((r) => [r.fqdn, r.status, r.owned]),
    ).toContainEqual(['ibm.com', 'active', 1]);
    expect(count(db, 'select count(*) as n from domains where company_id is not null')).toBe(8);
    // Every row records the file it came from, so the screens drop their "Sample data" note.
    expect(
      db
        .prepare('select distinct source, rank_source from companies')
        .all()
        .map((r) => ({ ...r })),
    ).toEqual([
      {
        source: 'import:companies companies-dataset.csv',
        rank_source: 'import:companies companies-dataset.csv',
      },
    ]);
    expect(
      db
        .prepare('select distinct source from domains')
        .all()
        .map((r) => r.source),
    ).toEqual(['import:companies companies-dataset.csv']);
    expect(count(db, "select count(*) as n from companies_fts where companies_fts match 'consultancy'")).toBe(
      1,
    );
    expect(db.prepare('select stale, layout from company_counts_state').get()).toEqual({
      stale: 0,
      layout: COMPANY_COUNTS_LAYOUT,
    });
    expect(
      count(
        db,
        "select companies as n from company_count_groups where industry = '' and country = '' and rank_bucket = -1 and year_founded = -1",
      ),
    ).toBe(8);
    db.close();
  });

  it('updates the companies it already lists when run again, adding nothing', async () => {
    const db = freshDatabase('again');
    await importFixture(db);
    db.prepare("update companies set employees = 1 where website = 'ibm.com'").run();
    const { outcome } = await importFixture(db);
    expect(outcome).toEqual({ inserted: 0, updated: 8 });
    expect(count(db, 'select count(*) as n from companies')).toBe(8);
    expect(count(db, "select employees as n from companies where website = 'ibm.com'")).toBe(274047);
    expect(count(db, 'select count(*) as n from domains')).toBe(8);
    db.close();
  });

  it('takes over a generated aftermarket name as the company’s domain, dropping its sample listing facts', async () => {
    const db = freshDatabase('claim');
    db.exec(`insert into domains (id, name, extension, length, status, expiry_date, registration_date,
      estimated_value, estimated_value_min, estimated_value_max, seo_score, traffic_score,
      brandability_score, potential_score, brand_score, market_value, traffic_potential,
      registrar, available, last_checked, industry, acquisition_fee, is_premium, first_registered,
      last_owner, prior_use)
      values (1, 'ibm', 'com', 3, 'premium', '2027-01-01', '2010-01-01', 9000, 3000, 20000, 50, 50, 50, 50,
        50, 50, 50, 'GoDaddy', 1, '2026-04-30', 'tech', 250000, 1, '2010-01-01', 'Redacted for privacy', 'Parked page')`);
    await importFixture(db);
    expect({
      ...db
        .prepare(
          `select status, source, company_id is not null as owned, registrar, registration_date, acquisition_fee,
             is_premium, last_owner, prior_use from domains where name = 'ibm' and extension = 'com'`,
        )
        .get(),
    }).toEqual({
      status: 'active',
      source: 'import:companies companies-dataset.csv',
      owned: 1,
      registrar: null,
      registration_date: null,
      acquisition_fee: null,
      is_premium: 0,
      last_owner: null,
      prior_use: null,
    });
    db.close();
  });

  it('stores each name sort key, and a renamed company gets its new one', async () => {
    const db = freshDatabase('sort-keys');
    await importFixture(db);
    const keyed = () =>
      db.prepare('select name, name_sort_key from companies order by id').all() as {
        name: string;
        name_sort_key: string;
      }[];
    expect(keyed().length).toBe(8);
    for (const { name, name_sort_key } of keyed()) expect(name_sort_key, name).toBe(companyNameSortKey(name));
    db.prepare(
      "update companies set name = 'Old Name', name_sort_key = 'old name' where website = 'ibm.com'",
    ).run();
    await importFixture(db);
    for (const { name, name_sort_key } of keyed()) expect(name_sort_key, name).toBe(companyNameSortKey(name));
    expect(keyed().map((c) => c.name)).not.toContain('Old Name');
    db.close();
  });

  it('numbers every company in name and founding order, and the ordered keyword indexes follow every move', async () => {
    const db = freshDatabase('ordinals');
    await importFixture(db);
    const ids = (sql: string) => (db.prepare(sql).all() as { id: number }[]).map((r) => r.id);
    /** Ordinals 1..N in the order they stand for, and each ordered index's entries for "company" in that order. */
    const expectNumbered = () => {
      const byName = ids('select id from companies order by name_sort_key, id');
      expect(ids('select id from companies order by name_order')).toEqual(byName);
      expect(ids('select name_order as id from companies order by name_order')).toEqual(
        byName.map((_, i) => i + 1),
      );
      const byFounding = ids('select id from companies order by year_founded, id');
      expect(ids('select id from companies order by founded_order')).toEqual(byFounding);
      expect(ids('select max(founded_order) as id from companies')).toEqual([byFounding.length]);
      // Every imported company without a description is described as "... company based in ...".
      const walk = (table: string, key: string) =>
        ids(`select c.id as id from ${table} as f join companies as c on c.${key} = f.rowid
             where ${table} match 'company' order by f.rowid`);
      const described = new Set(ids("select id from companies where description like '%company%'"));
      expect(walk('companies_by_name_fts', 'name_order')).toEqual(byName.filter((id) => described.has(id)));
      expect(walk('companies_by_founded_fts', 'founded_order')).toEqual(
        byFounding.filter((id) => described.has(id)),
      );
      expect(
        count(
          db,
          "select count(*) as n from companies_by_name_fts where companies_by_name_fts match 'company'",
        ),
      ).toBe(described.size);
    };
    expectNumbered();
    // A rename and a new founding year move the company; the next import renames it back.
    db.exec(
      "update companies set name = 'Zzz Corp', name_sort_key = 'zzz corp', year_founded = 2020 where website = 'ibm.com'",
    );
    await importFixture(db);
    expectNumbered();
    // Forty more companies, the ones named "Filler" numbered as they come in: more than a
    // twentieth of the directory moves, so each ordered index is rebuilt whole.
    db.exec(`with recursive n(i) as (select 1 union all select i + 1 from n where i < 40)
      insert into companies (id, name, website, industry, country, rank, year_founded, employees,
        revenue_amount, description, date_added, name_sort_key)
      select 100 + i, 'Filler ' || i, 'filler' || i || '.com', 'Retail', 'Germany', 100 + i, 1950 + i,
        10, 0, 'A filler company.', '2026-01-01', 'filler ' || (1000 + i) from n`);
    numberCompanyOrders(db);
    expectNumbered();
    // Two neighbours in both orders trade places: each index moves just those two, one by one.
    db.exec(`update companies set name_sort_key = 'filler 1011z', year_founded = 1961 where id = 110;
      update companies set year_founded = 1960 where id = 111`);
    numberCompanyOrders(db);
    expectNumbered();
    for (const table of ['companies_by_name_fts', 'companies_by_founded_fts']) {
      db.exec(`insert into ${table}(${table}, rank) values ('integrity-check', 1)`);
    }
    db.close();
  });

  it('fills the keys of companies loaded before the key existed, and only those', async () => {
    const db = freshDatabase('key-backfill');
    await importFixture(db);
    db.exec("update companies set name_sort_key = '' where id % 2 = 0");
    const empty = count(db, "select count(*) as n from companies where name_sort_key = ''");
    expect(empty).toBeGreaterThan(0);
    expect(fillCompanyNameSortKeys(db)).toBe(empty);
    expect(fillCompanyNameSortKeys(db)).toBe(0);
    const rows = db.prepare('select name, name_sort_key from companies').all() as {
      name: string;
      name_sort_key: string;
    }[];
    for (const { name, name_sort_key } of rows) expect(name_sort_key, name).toBe(companyNameSortKey(name));
    db.close();
  });

  it('imports nothing with --strict when a row is rejected', async () => {
    const db = freshDatabase('strict');
    await expect(importFixture(db, true)).rejects.toThrow(RejectedRowsError);
    expect(count(db, 'select count(*) as n from companies')).toBe(0);
    expect(count(db, 'select count(*) as n from domains')).toBe(0);
    db.close();
  });

  it('leaves no partial state when the import fails half way', async () => {
    const db = freshDatabase('broken');
    // The counts rebuild, the last step, cannot run without this table.
    db.exec('drop table company_sort_checkpoints');
    await expect(importFixture(db)).rejects.toThrow(/company_sort_checkpoints/);
    expect(count(db, 'select count(*) as n from companies')).toBe(0);
    expect(count(db, 'select count(*) as n from domains')).toBe(0);
    expect(count(db, 'select count(*) as n from companies_fts')).toBe(0);
    db.close();
  });
});

describe('the counts rebuild', () => {
  it('counts an empty directory as empty', () => {
    const db = freshDatabase('empty');
    for (const statement of rebuildCompanyCountsStatements) db.exec(statement);
    expect(count(db, 'select count(*) as n from company_count_groups')).toBe(0);
    expect(db.prepare('select stale from company_counts_state').get()).toEqual({ stale: 0 });
    db.close();
  });
});

describe('import:ranks', () => {
  it('ranks listed companies by the list and the rest after them, keeping ranks unique', async () => {
    const db = freshDatabase('ranks');
    await importFixture(db);
    const { header, rows } = await readCsv(ranksCsv);
    const report = new ImportReport();
    const outcome = importRankRows(db, [{ line: 1, values: header }, ...rows], report, ranksSource);
    expect(outcome).toEqual({ ranked: 3, following: 5, unlisted: 2 });
    expect(report.toJSON().rejected).toEqual([
      { line: 5, reason: 'rank is not a whole number of 1 or more' },
      { line: 6, reason: 'missing domain' },
      { line: 8, reason: 'domain ibm.com already on line 2' },
      { line: 9, reason: 'domain is not a valid domain name' },
      { line: 10, reason: 'rank 2 already on line 2' },
    ]);
    const ranks = Object.fromEntries(
      db
        .prepare('select website, rank from companies')
        .all()
        .map((r) => [r.website, r.rank]),
    );
    expect(ranks['ibm.com']).toBe(2);
    expect(ranks['hp.com']).toBe(4);
    expect(ranks['tcs.com']).toBe(7);
    // The others keep their old order (tcs was 2nd, accenture 3rd...) after rank 7.
    expect([
      ranks['accenture.com'],
      ranks['goarmy.com'],
      ranks['ey.com'],
      ranks['siemens.com'],
      ranks['tinystartup.io'],
    ]).toEqual([8, 9, 10, 11, 12]);
    // Each listed company's rank is the list's; the others keep the source of the rank they had.
    const rankSources = Object.fromEntries(
      db
        .prepare('select website, rank_source from companies')
        .all()
        .map((r) => [r.website, r.rank_source]),
    );
    expect(rankSources['ibm.com']).toBe('import:ranks ranks-list.csv');
    expect(rankSources['tcs.com']).toBe('import:ranks ranks-list.csv');
    expect(rankSources['accenture.com']).toBe('import:companies companies-dataset.csv');
    expect(db.prepare('select stale from company_counts_state').get()).toEqual({ stale: 0 });
    expect(
      count(
        db,
        "select companies as n from company_count_groups where industry = '' and country = '' and rank_bucket = 0 and year_founded = -1",
      ),
    ).toBe(8);
    db.close();
  });
});

describe('the importer commands', () => {
  it('print the validation report and exit 0; a file without the needed columns exits 2', async () => {
    const state = path.join(root, 'cli');
    const reportFile = path.join(root, 'report.json');
    const imported = await runImporter(
      'import-companies.ts',
      companiesCsv,
      '--persist-to',
      state,
      '--report',
      reportFile,
    );
    expect(imported.stdout).toContain('Accepted 8 rows, rejected 7.');
    expect(imported.stdout).toContain('line 10: domain is not a valid domain name');
    expect(imported.stdout).toContain('Imported: 8 added, 0 updated');
    expect(JSON.parse(readFileSync(reportFile, 'utf8')).rejected).toHaveLength(7);
    const ranked = await runImporter('import-ranks.ts', ranksCsv, '--persist-to', state);
    expect(ranked.stdout).toContain('Ranked 3 companies from the list, 5 after them');
    await expect(runImporter('import-companies.ts', ranksCsv, '--persist-to', state)).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('has no column for'),
    });
  });
});
