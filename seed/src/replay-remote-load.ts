import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { migrateLocal } from './load/local-database.ts';
import { replaySqlFiles, type StatementTiming } from './load/replay-sql-files.ts';
import { todayUtc } from './options.ts';
import { runSeed } from './run-seed.ts';

/**
 * `node seed/src/replay-remote-load.ts --companies N [--runs 2]`: writes the SQL files
 * `npm run seed -- --remote` would load, then replays them statement by statement into a
 * throwaway local D1 database, `--runs` times in a row (the first onto an empty database, the
 * next ones onto the previous load, clearing it first), and prints each run's time and its
 * slowest statements. D1 stops a statement after 30 s: the slowest one is what to watch.
 */
const { values } = parseArgs({
  options: {
    companies: { type: 'string', default: '20000' },
    runs: { type: 'string', default: '2' },
  },
});
const companies = Number(values.companies);
const runs = Number(values.runs);
if (!Number.isSafeInteger(companies) || companies < 1 || !Number.isSafeInteger(runs) || runs < 1) {
  throw new Error('--companies and --runs take whole numbers from 1');
}

const root = mkdtempSync(path.join(tmpdir(), 'domainary-remote-replay-'));
const line = (t: StatementTiming) =>
  `${t.ms.toFixed(1).padStart(9)} ms  ${t.file}#${t.index} (${t.bytes.toLocaleString('en-US')} B) ${t.head}`;
try {
  const report = await runSeed({
    companies,
    seed: 1,
    asOf: todayUtc(),
    target: { kind: 'sql-files', outDir: path.join(root, 'sql') },
    printHashes: false,
  });
  const files = report.sqlFiles ?? [];
  const rows = Object.values(report.rows).reduce((a, b) => a + b, 0);
  console.log(
    `${files.length} SQL files, ${rows.toLocaleString('en-US')} rows, ${companies.toLocaleString('en-US')} companies`,
  );
  const state = path.join(root, 'state');
  await migrateLocal(state);
  for (let run = 1; run <= runs; run++) {
    const started = performance.now();
    const timings = await replaySqlFiles(files, state);
    const seconds = (performance.now() - started) / 1000;
    const clearing = timings.filter((t) => t.file === '00-clear.sql');
    const slowest = [...timings].sort((a, b) => b.ms - a.ms);
    console.log(
      `run ${run} (${run === 1 ? 'empty database' : 'onto the previous load'}): ${timings.length} statements in ${seconds.toFixed(1)} s, clearing ${(clearing.reduce((s, t) => s + t.ms, 0) / 1000).toFixed(1)} s in ${clearing.length} statements, largest statement ${Math.max(...timings.map((t) => t.bytes)).toLocaleString('en-US')} B`,
    );
    for (const t of slowest.slice(0, 5)) console.log(line(t));
  }
} finally {
  rmSync(root, { recursive: true, force: true });
}
