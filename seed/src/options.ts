import { parseArgs } from 'node:util';

export const DEFAULT_COMPANIES = 1_000_000;
const MAX_COMPANIES = 5_000_000;
export const DEFAULT_SEED = 1;

/** What decides the seeded content: equal options give byte-identical rows. */
export interface GenerationOptions {
  companies: number;
  seed: number;
  /** The day the data is "as of" (YYYY-MM-DD): expiry dates and check times count from it. */
  asOf: string;
}

type SeedTarget =
  | { kind: 'local'; persistTo: string | undefined }
  | { kind: 'remote'; environment: string }
  | { kind: 'sql-files'; outDir: string };

export interface SeedOptions extends GenerationOptions {
  target: SeedTarget;
  printHashes: boolean;
}

export class SeedOptionError extends Error {}

export const USAGE = `Usage: npm run seed -- [options]

  --companies N       companies in the directory (1-${MAX_COMPANIES.toLocaleString('en-US')}, default ${DEFAULT_COMPANIES.toLocaleString('en-US')})
  --seed N            PRNG seed, a whole number (default ${DEFAULT_SEED}); same options, same data
  --as-of YYYY-MM-DD  day the data is as of (default: today, UTC)
  --persist-to DIR    local D1 state directory, as wrangler's --persist-to (default .wrangler/state)
  --remote            load the remote Cloudflare D1 database through wrangler
  --env NAME          with --remote: the wrangler.toml environment whose database to load (staging, production)
  --out DIR           only write the SQL files (as --remote would load them) into DIR
  --hash              print row counts and a SHA-256 of every seeded table afterwards
  --help              show this help`;

function wholeNumber(flag: string, raw: string, min: number, max: number): number {
  if (!/^\d+$/.test(raw)) throw new SeedOptionError(`${flag} must be a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) {
    throw new SeedOptionError(
      `${flag} must be between ${min.toLocaleString('en-US')} and ${max.toLocaleString('en-US')}, got ${raw}`,
    );
  }
  return value;
}

/** Companies are founded up to 2023, so the data cannot be "as of" an earlier day. */
const EARLIEST_AS_OF = '2024-01-01';

function calendarDay(raw: string): string {
  const parsed = new Date(`${raw}T00:00:00Z`);
  if (
    !/^\d{4}-\d{2}-\d{2}$/.test(raw) ||
    Number.isNaN(parsed.getTime()) ||
    parsed.toISOString().slice(0, 10) !== raw
  ) {
    throw new SeedOptionError(`--as-of must be a calendar day as YYYY-MM-DD, got "${raw}"`);
  }
  if (raw < EARLIEST_AS_OF || raw > '2199-12-31') {
    throw new SeedOptionError(`--as-of must be between ${EARLIEST_AS_OF} and 2199-12-31, got ${raw}`);
  }
  return raw;
}

export function todayUtc(): string {
  return new Date().toISOString().slice(0, 10);
}

/** Parses the command line; returns undefined for --help. Throws SeedOptionError on bad input. */
export function parseSeedOptions(argv: readonly string[]): SeedOptions | undefined {
  let values: ReturnType<typeof parse>['values'];
  try {
    values = parse(argv).values;
  } catch (error) {
    throw new SeedOptionError((error as Error).message);
  }
  if (values.help) return undefined;
  if (values.remote && values.out !== undefined)
    throw new SeedOptionError('--remote and --out cannot be combined');
  if ((values.remote || values.out !== undefined) && values['persist-to'] !== undefined) {
    throw new SeedOptionError(
      '--persist-to applies to the local database only; drop it or drop --remote/--out',
    );
  }
  if (values.remote && values.env === undefined) {
    throw new SeedOptionError(
      "--remote needs --env (staging or production): wrangler.toml's top-level database is local development's",
    );
  }
  if (values.env !== undefined && !values.remote) {
    throw new SeedOptionError('--env names the remote database to load; add --remote');
  }
  if (values.env !== undefined && !/^[a-z][a-z0-9-]*$/.test(values.env)) {
    throw new SeedOptionError(`--env must name a wrangler.toml environment, got "${values.env}"`);
  }
  for (const flag of ['persist-to', 'out'] as const) {
    if (values[flag] !== undefined && values[flag].trim() === '')
      throw new SeedOptionError(`--${flag} needs a directory`);
  }
  const target: SeedTarget = values.remote
    ? { kind: 'remote', environment: values.env as string }
    : values.out !== undefined
      ? { kind: 'sql-files', outDir: values.out }
      : { kind: 'local', persistTo: values['persist-to'] };
  return {
    companies:
      values.companies === undefined
        ? DEFAULT_COMPANIES
        : wholeNumber('--companies', values.companies, 1, MAX_COMPANIES),
    seed: values.seed === undefined ? DEFAULT_SEED : wholeNumber('--seed', values.seed, 0, 2 ** 31 - 1),
    asOf: values['as-of'] === undefined ? todayUtc() : calendarDay(values['as-of']),
    target,
    printHashes: values.hash ?? false,
  };
}

function parse(argv: readonly string[]) {
  return parseArgs({
    args: [...argv],
    strict: true,
    allowPositionals: false,
    options: {
      companies: { type: 'string' },
      seed: { type: 'string' },
      'as-of': { type: 'string' },
      'persist-to': { type: 'string' },
      remote: { type: 'boolean' },
      env: { type: 'string' },
      out: { type: 'string' },
      hash: { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
}
