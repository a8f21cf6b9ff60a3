import { env } from 'cloudflare:test';

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

let tableQueries: Promise<string[]> | undefined;

/**
 * One query per table; rows in the order of their quoted text, so WITHOUT ROWID tables work
 * too. Two tables are left out: visitor_activity, where a visitor's successful read records
 * their day of activity (what the scheduled purge goes by), so it changes without a write
 * route; and refused_leads, the operator's record of refused landings and orders, which a
 * refused (4xx) lead writes by design so that an attack can be seen.
 */
async function buildQueries(): Promise<string[]> {
  const tables = await env.DB.prepare(
    `select name from sqlite_master where type = 'table' and name not like 'sqlite_%'
       and name not like '_cf_%' and sql not like 'CREATE VIRTUAL TABLE%'
       and name not in ('visitor_activity', 'refused_leads') order by name`,
  ).all<{ name: string }>();
  const queries: string[] = [];
  for (const { name } of tables.results) {
    const { results: columns } = await env.DB.prepare('select name from pragma_table_info(?)')
      .bind(name)
      .all<{ name: string }>();
    const row = columns.map((c) => `quote(${quoted(c.name)})`).join(" || ',' || ");
    queries.push(
      `select count(*) as n, group_concat(r, ';') as rows
         from (select ${row} as r from ${quoted(name)} order by 1)`,
    );
  }
  return queries;
}

/**
 * A string that changes whenever any row of any table changes: every table's rows, each
 * column quoted by SQLite itself, read in one batch. Cheap on the small fuzz dataset, and
 * exact where row counts alone would miss an update.
 */
export async function databaseFingerprint(): Promise<string> {
  tableQueries ??= buildQueries();
  const results = await env.DB.batch<{ n: number; rows: string | null }>(
    (await tableQueries).map((sql) => env.DB.prepare(sql)),
  );
  return results.map((r) => `${r.results[0]?.n}:${r.results[0]?.rows ?? ''}`).join('\n');
}
