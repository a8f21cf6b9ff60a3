import type { DatabaseSync } from 'node:sqlite';
import { companyNameSortKey } from '@domainary/schema/company-name-sort-key.ts';

/**
 * Gives every company that has no name sort key yet its key. SQL cannot compute the key,
 * so companies loaded before the column existed hold '' (the migration's default) until a
 * writer in TypeScript fills them; run it before the counts are rebuilt, since the name
 * checkpoints copy the keys. Returns how many companies it filled.
 */
export function fillCompanyNameSortKeys(db: DatabaseSync): number {
  const missing = db.prepare("select id, name from companies where name_sort_key = ''").all() as {
    id: number;
    name: string;
  }[];
  const fill = db.prepare('update companies set name_sort_key = ? where id = ?');
  for (const { id, name } of missing) fill.run(companyNameSortKey(name), id);
  return missing.length;
}
