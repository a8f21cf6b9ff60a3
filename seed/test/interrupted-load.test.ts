import path from 'node:path';
import { newClientAddress } from '@domainary/schema/testing/client-address.ts';
import { app } from '@domainary/worker/app.ts';
import {
  DATA_LOAD_MESSAGE,
  DATA_LOAD_RETRY_AFTER_SECONDS,
} from '@domainary/worker/maintenance/data-load-pause.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { replaySqlFiles, sqlFileStatements } from '../src/load/replay-sql-files.ts';
import { REPO_ROOT } from '../src/load/wrangler.ts';
import { type ReplayableLoad, replayableLoads, storedRows } from './support/replayable-load.ts';

const replayableLoad = replayableLoads('domainary-interrupted-load-');

/** Reads of the seeded tables a visitor's first screens make: domain search, the directory, sales. */
const visitorReads = ['/api/domains?keyword=car', '/api/companies', '/api/sales'];

interface Answer {
  status: number;
  retryAfter: string | null;
  body: unknown;
}

/** Asks the worker's own app, over the local D1 the files were replayed into, as a visitor would. */
async function ask(state: string, paths: readonly string[]): Promise<Answer[]> {
  const { getPlatformProxy } = await import('wrangler');
  const proxy = await getPlatformProxy({
    configPath: path.join(REPO_ROOT, 'wrangler.toml'),
    persist: { path: path.join(state, 'v3') },
  });
  try {
    const answers: Answer[] = [];
    for (const p of paths) {
      const request = new Request(`http://localhost${p}`, {
        headers: { 'CF-Connecting-IP': newClientAddress() },
      });
      const res = await app.fetch(request, proxy.env as Parameters<typeof app.fetch>[1]);
      answers.push({
        status: res.status,
        retryAfter: res.headers.get('Retry-After'),
        body: await res.json(),
      });
    }
    return answers;
  } finally {
    await proxy.dispose();
  }
}

describe('a remote load stopped halfway, replayed on a local D1', () => {
  let load: ReplayableLoad;

  beforeAll(async () => {
    load = await replayableLoad(200, 11);
  }, 300_000);

  it('answers the maintenance notice wherever it stops, never a half-cleared table, until a full run', async () => {
    const { report, files, state } = load;
    await replaySqlFiles(files, state);
    const previous = await ask(state, visitorReads);
    expect(previous.map((a) => a.status)).toEqual(visitorReads.map(() => 200));

    // Where a killed run might stop: just after its mark, in the middle of clearing the
    // domains, in the middle of loading them again, and with only the mark's removal left.
    const statements = (await Promise.all(files.map(sqlFileStatements))).flat();
    const after = (start: string) => statements.findIndex((sql) => sql.startsWith(start)) + 1;
    const stops = new Map([
      ['right after the load marked itself', 1],
      ['after the first batch of domains was cleared', after('DELETE FROM "domains" WHERE "id" > 0 AND')],
      ['after the first insert of domains', after('INSERT INTO "domains"')],
      ['before the last statement', statements.length - 1],
    ]);
    // One run over the loaded database, paused at each stop in turn: what the database holds
    // at a pause is what a run killed there leaves, without replaying the start once per stop.
    const unlike = new Map<string, string[]>();
    let ranUpTo = 0;
    for (const [where, stopAfter] of stops) {
      expect(stopAfter, where).toBeGreaterThan(ranUpTo);
      await replaySqlFiles(files, state, stopAfter, ranUpTo);
      ranUpTo = stopAfter;
      const tables = Object.entries(report.rows).filter(([table, rows]) => storedRows(state, table) !== rows);
      unlike.set(
        where,
        tables.map(([table]) => table),
      );
      const answers = await ask(state, visitorReads);
      for (const answer of answers) {
        expect({ where, ...answer }).toEqual({
          where,
          status: 503,
          retryAfter: String(DATA_LOAD_RETRY_AFTER_SECONDS),
          body: { error: { code: 'maintenance', message: DATA_LOAD_MESSAGE } },
        });
      }
    }
    // The stops in the middle left domains half-cleared and half-loaded: the notice hid them.
    console.log('Tables unlike the full load, by where the load stopped:', Object.fromEntries(unlike));
    expect(unlike.get('after the first batch of domains was cleared')).toContain('domains');
    expect(unlike.get('after the first insert of domains')).toContain('domains');

    // The run is killed there: the next one starts again from its first statement.
    await replaySqlFiles(files, state);
    for (const [table, rows] of Object.entries(report.rows)) expect(storedRows(state, table)).toBe(rows);
    expect(await ask(state, visitorReads)).toEqual(previous);
  }, 900_000);
});
