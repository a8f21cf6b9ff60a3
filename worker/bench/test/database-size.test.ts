import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseSize } from '../database-size.ts';

describe('database size', () => {
  let dir = '';
  let file = '';
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'bench-database-size-'));
    file = path.join(dir, 'data.sqlite');
    const db = new DatabaseSync(file);
    db.exec(`create table items (id integer primary key, label text not null);
      create index items_label_idx on items (label);
      create virtual table items_fts using fts5(label, content='');
      with recursive n(i) as (select 1 union all select i + 1 from n where i < 5000)
        insert into items select i, 'label number ' || i || ' of many' from n;
      insert into items_fts(rowid, label) select id, label from items;
      create table scratch (x);
      insert into scratch select randomblob(1000) from items limit 200;
      drop table scratch;`);
    db.close();
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('puts each index under its table and an FTS5 table’s shadow tables under it', () => {
    const size = databaseSize(file);
    const byName = new Map(size.tables.map((t) => [t.table, t]));
    const items = byName.get('items');
    expect(items?.indexes.map((i) => i.index)).toEqual(['items_label_idx']);
    expect(items?.bytes).toBeGreaterThan(100_000);
    expect(byName.get('items_fts')?.bytes).toBeGreaterThan(10_000);
    expect([...byName.keys()].some((name) => name.startsWith('items_fts_'))).toBe(false);
  });

  it('counts the pages a dropped table left free', () => {
    const size = databaseSize(file);
    expect(size.freeBytes).toBeGreaterThanOrEqual(200 * 1000);
    expect(size.freeBytes % size.pageSize).toBe(0);
  });
});
