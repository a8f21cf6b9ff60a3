/**
 * What the slowest requests of a bench run read: the statements the worker runs for each
 * URL, and for each statement its query plan, the distinct database pages it touches and
 * the bytes it pulls from disk right after the database left the page cache.
 *
 *   node worker/bench/cold-reads.ts                    # the slowest requests of bench-results/bench.json
 *   node worker/bench/cold-reads.ts '/api/domains?query=market&maxLength=8&sortBy=length'
 *
 * The worker runs in Node over a read-only node:sqlite connection to the local D1 file, so
 * the statements are exactly the ones it sends to D1; the figures come from the sqlite3
 * shell (`.stats on`) on a fresh connection per statement.
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { app } from '../src/app.ts';
import { BENCH_SERVER_VARS } from './dev-server.ts';
import type { TimedRequest } from './measure.ts';
import { databaseFiles, evictFromPageCache } from './page-cache.ts';
import { type RecordedStatement, recordingD1 } from './recording-d1.ts';
import { type StatementStats, statementStats } from './sqlite-statement-stats.ts';

const root = path.resolve(import.meta.dirname, '../..');

interface BenchFile {
  cold: { name: string; slowest: TimedRequest[] }[];
  warm: { name: string; slowest: TimedRequest[] }[];
}

/** The slowest requests of every mix of the last bench run, cold and warm, each once. */
function slowestOfLastRun(): string[] {
  const file = path.join(root, 'bench-results/bench.json');
  if (!existsSync(file)) throw new Error('no bench-results/bench.json: run `npm run bench` or pass URLs');
  const bench = JSON.parse(readFileSync(file, 'utf8')) as BenchFile;
  const mixes = [...bench.cold, ...bench.warm].filter((r) => r.name.includes('random mix'));
  return [...new Set(mixes.flatMap((r) => r.slowest.map((t) => t.path)))];
}

const urls = process.argv.slice(2).length > 0 ? process.argv.slice(2) : slowestOfLastRun();
const files = databaseFiles(path.join(root, '.wrangler/state'));
const databaseFile = files.find((f) => f.endsWith('.sqlite'));
if (!databaseFile) throw new Error('no local D1 database under .wrangler/state (npm run seed)');

/** The statements the worker runs for one URL, recorded over a read-only connection. */
async function statementsOf(url: string): Promise<{ status: number; statements: RecordedStatement[] }> {
  const db = new DatabaseSync(databaseFile as string, { readOnly: true });
  const statements: RecordedStatement[] = [];
  try {
    const env = {
      DB: recordingD1(db, statements),
      ...BENCH_SERVER_VARS,
      PUBLIC_ORIGIN: 'http://localhost',
    };
    const res = await app.fetch(new Request(`http://localhost${url}`), env as unknown as Env);
    await res.arrayBuffer();
    return { status: res.status, statements };
  } finally {
    db.close();
  }
}

const report: { url: string; status: number; statements: (RecordedStatement & StatementStats)[] }[] = [];
for (const url of urls) {
  const { status, statements } = await statementsOf(url);
  const measured = statements.map((statement) => {
    evictFromPageCache(files);
    return { ...statement, ...statementStats(databaseFile, statement.sql, statement.params) };
  });
  report.push({ url, status, statements: measured });
  const pages = measured.reduce((sum, s) => sum + s.pagesTouched, 0);
  const disk = measured.reduce((sum, s) => sum + s.bytesFromDisk, 0);
  console.log(
    `\n${url}\n  ${status}, ${measured.length} statements, ${pages} pages touched, ${(disk / 2 ** 20).toFixed(1)} MB read cold`,
  );
  for (const s of measured) {
    console.log(
      `  - ${s.pagesTouched} pages, ${(s.bytesFromDisk / 2 ** 20).toFixed(1)} MB cold, ${s.virtualMachineSteps} VM steps, ${s.fullscanSteps} full-scan steps, ${s.sorts} sorts`,
    );
    console.log(`    ${s.sql.replaceAll(/\s+/g, ' ').slice(0, 400)}`);
    console.log(`    params ${JSON.stringify(s.params)}`);
    for (const line of s.plan) console.log(`    ${line}`);
  }
}
const outDir = path.join(root, 'bench-results');
await mkdir(outDir, { recursive: true });
await writeFile(path.join(outDir, 'cold-reads.json'), `${JSON.stringify(report, null, 2)}\n`);
console.log('\nwrote bench-results/cold-reads.json');
