import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { companyNameSortKey } from '@domainary/schema/company-name-sort-key.ts';
import { describe, expect, it } from 'vitest';

const migrationsDir = path.join(import.meta.dirname, '../../schema/migrations');
const ORDINALS = '0032_company_keyword_indexes_by_ordinal.sql';

function apply(db: DatabaseSync, files: readonly string[]): void {
  for (const file of files) {
    for (const statement of readFileSync(path.join(migrationsDir, file), 'utf8').split(
      '--> statement-breakpoint',
    )) {
      db.exec(statement);
    }
  }
}

const names = ['Zeta Labs', 'alpha works', 'Beta Group', 'Ćma Software', 'delta group', 'Alpha Works'];

describe('migration 0032 on a directory seeded before it', () => {
  it('numbers the companies already there and indexes them under their ordinals', () => {
    const files = readdirSync(migrationsDir)
      .filter((f) => f.endsWith('.sql'))
      .sort();
    const db = new DatabaseSync(':memory:');
    apply(
      db,
      files.filter((f) => f < ORDINALS),
    );
    const insert = db.prepare(
      `insert into companies (id, name, website, industry, country, rank, year_founded, employees,
         revenue_amount, description, date_added, name_sort_key)
       values (?, ?, ?, 'Software', 'Germany', ?, ?, 10, 0, ?, '2026-01-01', ?)`,
    );
    // Ids out of name and founding order, two companies founded in the same year.
    for (const [i, name] of names.entries()) {
      const id = 10 - i;
      insert.run(
        id,
        name,
        `site${id}.com`,
        id,
        2000 + ((i * 7) % 4),
        `${name} makes software.`,
        companyNameSortKey(name),
      );
    }
    apply(
      db,
      files.filter((f) => f >= ORDINALS),
    );
    const ids = (sql: string) => (db.prepare(sql).all() as { id: number }[]).map((r) => r.id);
    const byName = ids('select id from companies order by name_sort_key, id');
    const byFounding = ids('select id from companies order by year_founded, id');
    expect(ids('select id from companies order by name_order')).toEqual(byName);
    expect(ids('select name_order as id from companies order by name_order')).toEqual([1, 2, 3, 4, 5, 6]);
    expect(ids('select id from companies order by founded_order')).toEqual(byFounding);
    const walk = (table: string, key: string) =>
      ids(`select c.id as id from ${table} as f join companies as c on c.${key} = f.rowid
           where ${table} match 'soft*' order by f.rowid`);
    expect(walk('companies_by_name_fts', 'name_order')).toEqual(byName);
    expect(walk('companies_by_founded_fts', 'founded_order')).toEqual(byFounding);
    db.close();
  });
});
