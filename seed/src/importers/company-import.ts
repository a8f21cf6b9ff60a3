import type { DatabaseSync } from 'node:sqlite';
import { rebuildCompanyCountsStatements } from '@domainary/schema/company-counts.ts';
import { companyNameSortKey } from '@domainary/schema/company-name-sort-key.ts';
import { companies, domains } from '@domainary/schema/tables/index.ts';
import { valueName } from '@domainary/worker/valuation/engine/index.ts';
import { domainRow } from '../datasets/shared/domain-row.ts';
import { layoutOf } from '../load/table-layout.ts';
import type { CompanyColumns } from './company-columns.ts';
import { companyRecord, type ImportedCompany } from './company-record.ts';
import type { CsvRow } from './csv-records.ts';
import { fillCompanyNameSortKeys } from './fill-name-sort-keys.ts';
import type { ImportReport } from './import-report.ts';
import { numberCompanyOrders } from './number-company-orders.ts';
import { inTransaction } from './transaction.ts';

export interface CompanyImportOutcome {
  inserted: number;
  updated: number;
}

/** --strict: a file with any rejected row is not imported at all. */
export class RejectedRowsError extends Error {
  constructor(count: number) {
    super(
      `${count} row${count === 1 ? ' was' : 's were'} rejected and --strict is set: nothing was imported`,
    );
    this.name = 'RejectedRowsError';
  }
}

const websiteOf = (c: ImportedCompany) => `${c.domain.label}.${c.domain.extension}`;

/** Valid rows, each domain and each rank once: later repeats in the file are rejected. */
function acceptedRows(
  rows: readonly CsvRow[],
  columns: CompanyColumns,
  report: ImportReport,
  currentYear: number,
): ImportedCompany[] {
  const byWebsite = new Map<string, number>();
  const byRank = new Map<number, number>();
  const accepted: ImportedCompany[] = [];
  for (const row of rows) {
    const result = companyRecord(row.line, row.values, columns, currentYear);
    if (!result.ok) {
      report.reject(row.line, result.reason);
      continue;
    }
    const { company } = result;
    const website = websiteOf(company);
    const sameSite = byWebsite.get(website);
    if (sameSite !== undefined) {
      report.reject(row.line, `domain ${website} already on line ${sameSite}`);
      continue;
    }
    const sameRank = company.rank === undefined ? undefined : byRank.get(company.rank);
    if (sameRank !== undefined) {
      report.reject(row.line, `rank ${company.rank} already on line ${sameRank}`);
      continue;
    }
    byWebsite.set(website, row.line);
    if (company.rank !== undefined) byRank.set(company.rank, row.line);
    accepted.push(company);
  }
  return accepted;
}

/**
 * Imports companies from CSV rows into the directory, all or nothing: a company whose
 * domain is already listed is updated, any other is added (ranked after the directory
 * unless the file ranks it), its domain joins its portfolio (valued by the engine), every
 * company's place in name and founding order is renumbered, and the search's precomputed
 * counts are rebuilt before the transaction commits.
 */
export function importCompanyRows(
  db: DatabaseSync,
  rows: readonly CsvRow[],
  columns: CompanyColumns,
  report: ImportReport,
  options: { now: Date; strict: boolean; source: string },
): CompanyImportOutcome {
  const { now, source } = options;
  const candidates = acceptedRows(rows, columns, report, now.getUTCFullYear());
  return inTransaction(db, () => {
    db.exec(`create temp table import_keys (line integer primary key, website text not null, rank integer);
      create index temp.import_keys_website on import_keys (website);`);
    const key = db.prepare('insert into temp.import_keys (line, website, rank) values (?, ?, ?)');
    for (const c of candidates) key.run(c.line, websiteOf(c), c.rank ?? null);
    // One pass over the directory, each company looked up among the imported domains.
    const existing = new Map(
      db
        .prepare(
          `select i.line as line, c.id as id from companies as c
           cross join temp.import_keys as i on i.website = c.website`,
        )
        .all()
        .map((r) => [Number(r.line), Number(r.id)]),
    );
    const rankTaken = db
      .prepare(
        `select i.line as line, c.rank as rank, c.website as website from temp.import_keys as i
         join companies as c on c.rank = i.rank where c.website <> i.website`,
      )
      .all();
    const refused = new Set<number>();
    for (const r of rankTaken) {
      refused.add(Number(r.line));
      report.reject(Number(r.line), `rank ${r.rank} already belongs to ${r.website}`);
    }
    db.exec('drop table temp.import_keys');
    const accepted = candidates.filter((c) => !refused.has(c.line));
    report.accepted = accepted.length;
    if (options.strict && report.rejected.length > 0) throw new RejectedRowsError(report.rejected.length);

    const tops = db
      .prepare('select coalesce(max(id), 0) as id, coalesce(max(rank), 0) as rank from companies')
      .get() as { id: number; rank: number };
    let nextId = tops.id;
    let nextRank = accepted.reduce((top, c) => Math.max(top, c.rank ?? 0), tops.rank);
    const day = now.toISOString().slice(0, 10);
    const companyLayout = layoutOf(companies);
    const insertCompany = db.prepare(
      `insert into companies (${companyLayout.columns.join(', ')}) values (${companyLayout.columns.map(() => '?').join(', ')})`,
    );
    const update = db.prepare(
      `update companies set name = ?, name_sort_key = ?, industry = ?, country = ?, year_founded = ?,
         employees = ?, revenue_amount = coalesce(?, revenue_amount), description = coalesce(?, description),
         source = ?
       where id = ?`,
    );
    // Ranks move in two steps so two companies may swap ranks without a collision between them.
    const parkRank = db.prepare('update companies set rank = -id where id = ?');
    const setRank = db.prepare('update companies set rank = ?, rank_source = ? where id = ?');
    const reranked: [id: number, rank: number][] = [];
    const owners: [company: ImportedCompany, id: number][] = [];
    let inserted = 0;
    for (const c of accepted) {
      const id = existing.get(c.line);
      if (id !== undefined) {
        update.run(
          c.name,
          companyNameSortKey(c.name),
          c.industry,
          c.country,
          c.yearFounded,
          c.employees,
          c.revenueUsd ?? null,
          c.description ?? null,
          source,
          id,
        );
        if (c.rank !== undefined) {
          parkRank.run(id);
          reranked.push([id, c.rank]);
        }
        owners.push([c, id]);
        continue;
      }
      nextId += 1;
      inserted += 1;
      if (c.rank === undefined) nextRank += 1;
      insertCompany.run(
        ...companyLayout.toRow({
          id: nextId,
          name: c.name,
          website: websiteOf(c),
          industry: c.industry,
          country: c.country,
          rank: c.rank ?? nextRank,
          yearFounded: c.yearFounded,
          employees: c.employees,
          // Unknown revenue is stored as 0, which the screens show as N/A.
          revenueAmount: c.revenueUsd ?? 0,
          revenueCurrency: 'USD',
          description:
            c.description ??
            `${c.name} is ${/^[aeiou]/i.test(c.industry) ? 'an' : 'a'} ${c.industry.toLowerCase()} company based in ${c.country}, founded in ${c.yearFounded}.`,
          dateAdded: day,
          nameSortKey: companyNameSortKey(c.name),
          source,
          // Ranked by the file, or after the directory by this import: either way not the seed's.
          rankSource: source,
          // Not numbered yet: numberCompanyOrders gives it its places below.
          nameOrder: 0,
          foundedOrder: 0,
        }),
      );
      owners.push([c, nextId]);
    }
    for (const [id, rank] of reranked) setRank.run(rank, source, id);
    claimDomains(db, owners, day, source);
    fillCompanyNameSortKeys(db);
    numberCompanyOrders(db);
    for (const statement of rebuildCompanyCountsStatements) db.exec(statement);
    return { inserted, updated: accepted.length - inserted };
  });
}

/**
 * Each company's domain joins its portfolio; a name another company holds stays with it. A
 * name the aftermarket listed loses its generated listing facts (dates, registrar, owner,
 * prices): the import says who holds it, and nothing else about it is known.
 */
function claimDomains(
  db: DatabaseSync,
  owners: readonly [ImportedCompany, number][],
  day: string,
  source: string,
): void {
  const layout = layoutOf(domains);
  const find = db.prepare('select id, company_id from domains where name = ? and extension = ?');
  const claim = db.prepare(
    `update domains set company_id = ?, status = 'active', available = 0, source = ?,
       registration_date = null, expiry_date = null, registrar = null, last_checked = ?,
       acquisition_fee = null, current_bid = null, is_premium = 0, auto_renewal_enabled = 0,
       first_registered = null, last_owner = null, prior_use = null, listing_venue = null,
       auction_ends_on = null
     where id = ?`,
  );
  const insert = db.prepare(
    `insert into domains (${layout.columns.join(', ')}) values (${layout.columns.map(() => '?').join(', ')})`,
  );
  let nextId = Number(
    (db.prepare('select coalesce(max(id), 0) as id from domains').get() as { id: number }).id,
  );
  for (const [company, companyId] of owners) {
    const { label, extension } = company.domain;
    const known = find.get(label, extension) as { id: number; company_id: number | null } | undefined;
    if (known) {
      if (known.company_id === null) claim.run(companyId, source, day, known.id);
      continue;
    }
    nextId += 1;
    const row = domainRow(
      {
        id: nextId,
        status: 'active',
        available: false,
        companyId,
        industry: null,
        registrationDate: null,
        expiryDate: null,
        registrar: null,
        lastChecked: day,
        acquisitionFee: null,
        currentBid: null,
        isPremium: false,
        autoRenewalEnabled: false,
        backlinks: 0,
        referringDomains: 0,
        firstRegistered: null,
        lastOwner: null,
        priorUse: null,
        source,
      },
      valueName(label, extension),
    );
    insert.run(...layout.toRow(row));
  }
}
