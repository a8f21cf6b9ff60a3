import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { numberPlaceholders, statementStats } from '../sqlite-statement-stats.ts';

describe('statement statistics', () => {
  let dir = '';
  let file = '';
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'bench-sqlite-stats-'));
    file = path.join(dir, 'db.sqlite');
    const db = new DatabaseSync(file);
    db.exec('create table t (id integer primary key, k text, v text); create index t_k on t (k);');
    const insert = db.prepare('insert into t (k, v) values (?, ?)');
    db.exec('begin');
    for (let i = 0; i < 20_000; i += 1) insert.run(`key${i % 500}`, 'x'.repeat(200));
    db.exec('commit');
    db.close();
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('numbers placeholders outside quoted text', () => {
    expect(numberPlaceholders('select ? , \'?\' , "a?" , ?')).toBe('select ?1 , \'?\' , "a?" , ?2');
  });

  it('tells an index lookup from a full scan by plan and pages touched', () => {
    const lookup = statementStats(file, 'select v from t where k = ? and v <> ?', ['key7', "it's"]);
    const scan = statementStats(file, 'select count(*) from t where v like ?', ['%y%']);
    expect(lookup.plan.join('\n')).toContain('USING INDEX t_k');
    expect(scan.plan.join('\n')).toContain('SCAN t');
    expect(lookup.pagesTouched).toBeGreaterThan(0);
    expect(scan.pagesTouched).toBeGreaterThan(lookup.pagesTouched * 10);
    expect(scan.fullscanSteps).toBeGreaterThan(19_000);
  });
});
