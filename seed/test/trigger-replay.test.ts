import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { readLoadSchema } from '../src/load/sqlite-schema.ts';
import { replayOf } from '../src/load/trigger-replay.ts';

const migrationsDir = path.join(import.meta.dirname, '../../schema/migrations');

function migrated(): DatabaseSync {
  const db = new DatabaseSync(':memory:');
  for (const file of readdirSync(migrationsDir)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    for (const statement of readFileSync(path.join(migrationsDir, file), 'utf8').split(
      '--> statement-breakpoint',
    )) {
      db.exec(statement);
    }
  }
  return db;
}

const names = ['harbor', 'arcade', 'bluefox', 'carinsurance', 'ar', 'solarpanels', 'parkside', 'zebra'];

function addDomains(db: DatabaseSync): void {
  const insert = db.prepare(
    `insert into domains (id, name, extension, length, status, estimated_value, estimated_value_min, estimated_value_max,
       seo_score, traffic_score, brandability_score, potential_score, brand_score, market_value, traffic_potential,
       available, industry) values (?, ?, 'com', ?, 'available', ?, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 'general')`,
  );
  // Values out of id order, so the rowids the ranked indexes derive from them are too.
  for (const [i, name] of names.entries()) insert.run(i + 1, name, name.length, (i * 7919) % 5000);
}

describe('full-text trigger replay', () => {
  it('turns only full-text insert triggers into set-based statements', () => {
    const db = migrated();
    const schema = readLoadSchema(db, 'main');
    const replays = schema.triggers.map((t) => [t.name, replayOf(t.sql, schema.fullText)] as const);
    const replayed = replays.filter(([, replay]) => replay).map(([name]) => name);
    expect(replayed).toContain('domains_fts_insert');
    expect(replayed).toContain('companies_fts_insert');
    expect(replayed.every((name) => name.endsWith('_insert'))).toBe(true);
    const ranked = replays.find(([name]) => name === 'domains_ranked_fts_insert')?.[1];
    expect(ranked?.source).toBe('domains');
    expect(ranked?.columns.sort()).toEqual(['estimated_value', 'id', 'length', 'name']);
    expect(ranked?.statements.every((sql) => sql.endsWith('from domains as new order by 1'))).toBe(true);
  });

  it('builds the same indexes as the triggers firing row by row', () => {
    const byTrigger = migrated();
    addDomains(byTrigger);
    const byReplay = migrated();
    const schema = readLoadSchema(byReplay, 'main');
    for (const trigger of schema.triggers) byReplay.exec(`drop trigger ${trigger.name}`);
    addDomains(byReplay);
    for (const trigger of schema.triggers) {
      for (const sql of replayOf(trigger.sql, schema.fullText)?.statements ?? []) byReplay.exec(sql);
    }
    for (const table of schema.fullText) {
      byReplay.exec(`insert into ${table}(${table}, rank) values ('integrity-check', 1)`);
      for (const term of ['arc', 'ark', 'har', '^^a']) {
        const query = `select rowid from ${table} where ${table} match ? order by rowid`;
        const read = (db: DatabaseSync) => {
          const statement = db.prepare(query);
          statement.setReadBigInts(true);
          return statement.all(`"${term}"`);
        };
        expect(read(byReplay), `${table} ${term}`).toEqual(read(byTrigger));
      }
    }
  });
});
