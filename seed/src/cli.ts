import { parseSeedOptions, SeedOptionError, USAGE } from './options.ts';

/** `npm run seed -- [options]`: see USAGE. Exit 2 on bad options, 1 on a failed load. */
async function main(): Promise<number> {
  let options: ReturnType<typeof parseSeedOptions>;
  try {
    options = parseSeedOptions(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof SeedOptionError)) throw error;
    console.error(`seed: ${error.message}\n\n${USAGE}`);
    return 2;
  }
  if (!options) {
    console.log(USAGE);
    return 0;
  }
  const where =
    options.target.kind === 'local'
      ? `the local D1 database${options.target.persistTo ? ` in ${options.target.persistTo}` : ''}`
      : options.target.kind === 'remote'
        ? `the remote D1 database${options.target.environment ? ` of --env ${options.target.environment}` : ''}`
        : `SQL files in ${options.target.outDir}`;
  console.log(
    `Seeding ${where}: ${options.companies.toLocaleString('en-US')} companies, seed ${options.seed}, as of ${options.asOf}`,
  );
  // Loaded only once the options are known to be good, so a typo fails fast.
  const [{ runSeed }, { terminalProgress }, { formatDigests }] = await Promise.all([
    import('./run-seed.ts'),
    import('./progress.ts'),
    import('./content-hash.ts'),
  ]);
  const report = await runSeed(options, terminalProgress());
  const total = Object.values(report.rows).reduce((a, b) => a + b, 0);
  for (const [table, count] of Object.entries(report.rows)) {
    console.log(`  ${table.padEnd(22)} ${count.toLocaleString('en-US').padStart(11)} rows`);
  }
  console.log(
    `Seeded ${total.toLocaleString('en-US')} rows in ${report.seconds.toFixed(1)} s (${Math.round(total / report.seconds).toLocaleString('en-US')} rows/s), peak memory ${(report.peakRssBytes / 2 ** 20).toFixed(0)} MiB`,
  );
  for (const t of report.timings) {
    console.log(
      `  ${t.label.padEnd(40)} ${t.seconds.toFixed(1).padStart(6)} s  (CPU: this thread ${t.cpuSeconds.toFixed(1)} s, every thread ${t.processCpuSeconds.toFixed(1)} s)`,
    );
  }
  if (report.databaseFile) {
    console.log(
      `Database: ${report.databaseFile} (${((report.databaseBytes ?? 0) / 1024 ** 2).toFixed(0)} MiB)`,
    );
  }
  if (report.sqlFiles) console.log(`SQL files: ${report.sqlFiles.length}, first ${report.sqlFiles[0]}`);
  if (report.digests)
    console.log(
      `Content (rows, SHA-256 over every generated column in id order):\n${formatDigests(report.digests)}`,
    );
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(
      `seed failed: ${error instanceof Error ? error.message : String(error)}`,
      process.env.SEED_DEBUG ? error : '',
    );
    process.exitCode = 1;
  },
);
