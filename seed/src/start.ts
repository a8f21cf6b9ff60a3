import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { cookieSecretsOf } from '@domainary/worker/middleware/cookie-secrets.ts';
import { isRefused } from '@domainary/worker/refusal.ts';
import { existingDatabaseFile, migrateLocal } from './load/local-database.ts';
import { REPO_ROOT, wranglerBin } from './load/wrangler.ts';
import { DEFAULT_COMPANIES, DEFAULT_SEED, todayUtc } from './options.ts';
import { terminalProgress } from './progress.ts';
import { runSeed } from './run-seed.ts';

const PORT = 8787;

/** A first run gets its own secrets: the example file with every secret replaced by random bytes. */
function ensureDevVars(): void {
  const target = path.join(REPO_ROOT, '.dev.vars');
  if (existsSync(target)) return;
  const example = readFileSync(path.join(REPO_ROOT, '.dev.vars.example'), 'utf8');
  const filled = example.replace(
    /^VISITOR_COOKIE_SECRET=.*$/m,
    `VISITOR_COOKIE_SECRET=${randomBytes(32).toString('hex')}`,
  );
  writeFileSync(target, filled, { mode: 0o600 });
  console.log('Created .dev.vars with a new random VISITOR_COOKIE_SECRET');
}

/**
 * The worker refuses an unusable cookie secret on every route that needs a visitor; saying so
 * before the server starts saves finding out from a 503 in the browser.
 */
function unusableCookieSecret(): string | null {
  const vars = readFileSync(path.join(REPO_ROOT, '.dev.vars'), 'utf8');
  const value = /^VISITOR_COOKIE_SECRET=(.*)$/m
    .exec(vars)?.[1]
    ?.trim()
    .replace(/^"(.*)"$/, '$1');
  const configured = cookieSecretsOf(value ?? process.env.VISITOR_COOKIE_SECRET);
  return isRefused(configured) ? configured.refused.message : null;
}

/** Whether the local database exists and holds companies: a first run has none, or an empty one. */
function isSeeded(): boolean {
  const file = existingDatabaseFile(undefined);
  if (!file) return false;
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    return db.prepare('select 1 from companies limit 1').get() !== undefined;
  } finally {
    db.close();
  }
}

function run(command: string, args: readonly string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: REPO_ROOT, stdio: 'inherit' });
    const forward = (signal: NodeJS.Signals) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

const npm = (args: string[]) =>
  process.env.npm_execpath ? run(process.execPath, [process.env.npm_execpath, ...args]) : run('npm', args);

/** `npm start`: secrets, migrations, the full seed on first run, the web bundle, then wrangler dev. */
async function main(): Promise<number> {
  ensureDevVars();
  const problem = unusableCookieSecret();
  if (problem) {
    console.error(`.dev.vars: ${problem}. Put a random secret there, e.g. \`openssl rand -hex 32\`.`);
    return 1;
  }
  // The seed applies the migrations itself (while its generators start), so they run once.
  if (isSeeded()) {
    console.log('Applying migrations to the local D1 database...');
    await migrateLocal(undefined);
  } else {
    console.log(
      `The local database is empty: seeding ${DEFAULT_COMPANIES.toLocaleString('en-US')} companies (once).`,
    );
    const report = await runSeed(
      {
        companies: DEFAULT_COMPANIES,
        seed: DEFAULT_SEED,
        asOf: todayUtc(),
        target: { kind: 'local', persistTo: undefined },
        printHashes: false,
      },
      terminalProgress(),
    );
    console.log(
      `Seeded in ${report.seconds.toFixed(1)} s, peak memory ${(report.peakRssBytes / 2 ** 20).toFixed(0)} MiB.`,
    );
  }
  if (existsSync(path.join(REPO_ROOT, 'web/vite.config.ts'))) {
    const built = await npm(['run', 'build']);
    if (built !== 0) return built;
  } else {
    console.log('No web/ app yet: skipping the web build; the API is served alone.');
  }
  console.log(`Starting wrangler dev on http://localhost:${PORT}`);
  // Locally the database figures in Server-Timing are on; wrangler.toml leaves them off.
  return run(process.execPath, [wranglerBin, 'dev', '--port', String(PORT), '--var', 'SERVER_TIMING:on']);
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(`start failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);
