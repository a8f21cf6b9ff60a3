import type { DatabaseSync } from 'node:sqlite';
import { rebuildCompanyCountsStatements } from '@domainary/schema/company-counts.ts';
import type { CsvRow } from './csv-records.ts';
import type { ImportReport } from './import-report.ts';
import { registrableDomain } from './registrable-domain.ts';
import { inTransaction } from './transaction.ts';

export interface RankImportOutcome {
  /** Companies whose domain is on the list, ranked by it. */
  ranked: number;
  /** Companies the list does not name, ranked after the last listed one in their old order. */
  following: number;
  /** Valid list entries naming no company of the directory. */
  unlisted: number;
}

const RANK_HEADERS = ['rank', 'globalrank', 'position', 'ranking'];
const DOMAIN_HEADERS = ['domain', 'website', 'site', 'url', 'domainname'];
const normalise = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * Where rank and domain are: a header naming them (Majestic's GlobalRank,Domain...) or, for
 * header-less lists such as Tranco's and Umbrella's `1,google.com`, the first two columns.
 */
function rankColumns(first: readonly string[]): { rank: number; domain: number; hasHeader: boolean } {
  if (/^\s*\d+\s*$/.test(first[0] ?? '')) return { rank: 0, domain: 1, hasHeader: false };
  const headers = first.map(normalise);
  const rank = headers.findIndex((h) => RANK_HEADERS.includes(h));
  const domain = headers.findIndex((h) => DOMAIN_HEADERS.includes(h));
  if (rank < 0 || domain < 0)
    throw new Error('the header names no rank and domain columns (e.g. rank,domain)');
  return { rank, domain, hasHeader: true };
}

/** The list as website -> rank: the first (best) rank of a domain wins; repeats are reported. */
function rankList(rows: readonly CsvRow[], columns: { rank: number; domain: number }, report: ImportReport) {
  const ranks = new Map<string, number>();
  const lineOfRank = new Map<number, number>();
  const lineOfSite = new Map<string, number>();
  for (const { line, values } of rows) {
    const rankText = (values[columns.rank] ?? '').trim();
    const rank = /^\d{1,9}$/.test(rankText) ? Number(rankText) : 0;
    if (rank < 1) {
      report.reject(line, rankText ? 'rank is not a whole number of 1 or more' : 'missing rank');
      continue;
    }
    const domain = registrableDomain(values[columns.domain] ?? '');
    if (!domain) {
      report.reject(
        line,
        values[columns.domain]?.trim() ? 'domain is not a valid domain name' : 'missing domain',
      );
      continue;
    }
    const website = `${domain.label}.${domain.extension}`;
    const siteLine = lineOfSite.get(website);
    if (siteLine !== undefined) {
      report.reject(line, `domain ${website} already on line ${siteLine}`);
      continue;
    }
    const rankLine = lineOfRank.get(rank);
    if (rankLine !== undefined) {
      report.reject(line, `rank ${rank} already on line ${rankLine}`);
      continue;
    }
    lineOfSite.set(website, line);
    lineOfRank.set(rank, line);
    ranks.set(website, rank);
  }
  return ranks;
}

/**
 * Sets company ranks from a popularity list, all or nothing: a listed company takes its
 * list rank, every other company follows the last listed one in its previous order, so
 * ranks stay unique, and each listed company records the list as its rank's source; then the
 * search's precomputed counts are rebuilt.
 */
export function importRankRows(
  db: DatabaseSync,
  rows: readonly CsvRow[],
  report: ImportReport,
  source: string,
): RankImportOutcome {
  const first = rows[0];
  if (!first) throw new Error('the list is empty');
  const columns = rankColumns(first.values);
  const ranks = rankList(columns.hasHeader ? rows.slice(1) : rows, columns, report);
  return inTransaction(db, () => {
    db.exec('create temp table rank_list (website text primary key, rank integer not null) without rowid');
    const add = db.prepare('insert into temp.rank_list (website, rank) values (?, ?)');
    for (const [website, rank] of ranks) add.run(website, rank);
    const listed = db
      .prepare(
        `select c.id as id, r.rank as rank from companies as c
         cross join temp.rank_list as r on r.website = c.website`,
      )
      .all()
      .map((r) => [Number(r.id), Number(r.rank)] as const);
    const listedIds = new Set(listed.map(([id]) => id));
    let next = listed.reduce((top, [, rank]) => Math.max(top, rank), 0);
    const following = db
      .prepare('select id from companies order by rank')
      .all()
      .map((r) => Number(r.id))
      .filter((id) => !listedIds.has(id))
      .map((id) => [id, ++next] as const);
    db.exec('create temp table new_ranks (id integer primary key, rank integer not null)');
    const plan = db.prepare('insert into temp.new_ranks (id, rank) values (?, ?)');
    for (const [id, rank] of [...listed, ...following]) plan.run(id, rank);
    // Through negative ranks first, so no two companies ever hold one rank mid-update.
    db.exec(`update companies set rank = -id where id in (select id from temp.new_ranks);
      update companies set rank = (select rank from temp.new_ranks as n where n.id = companies.id)
        where id in (select id from temp.new_ranks);
      drop table temp.new_ranks;`);
    // The listed companies' ranks are now the list's; the others keep theirs in order and
    // keep the source they had.
    db.prepare(
      'update companies set rank_source = ? where website in (select website from temp.rank_list)',
    ).run(source);
    db.exec('drop table temp.rank_list');
    for (const statement of rebuildCompanyCountsStatements) db.exec(statement);
    report.accepted = ranks.size;
    return { ranked: listed.length, following: following.length, unlisted: ranks.size - listed.length };
  });
}
