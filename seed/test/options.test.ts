import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_COMPANIES, parseSeedOptions, SeedOptionError } from '../src/options.ts';

const cli = path.join(import.meta.dirname, '../src/cli.ts');

describe('seed options', () => {
  it('default to the full directory in the local database, as of today', () => {
    const options = parseSeedOptions([]);
    expect(options).toMatchObject({
      companies: DEFAULT_COMPANIES,
      seed: 1,
      target: { kind: 'local' },
      printHashes: false,
    });
    expect(options?.asOf).toBe(new Date().toISOString().slice(0, 10));
  });

  it('read every flag', () => {
    expect(
      parseSeedOptions([
        '--companies',
        '2500',
        '--seed',
        '9',
        '--as-of',
        '2026-01-31',
        '--persist-to',
        'tmp/state',
        '--hash',
      ]),
    ).toEqual({
      companies: 2500,
      seed: 9,
      asOf: '2026-01-31',
      target: { kind: 'local', persistTo: 'tmp/state' },
      printHashes: true,
    });
    expect(parseSeedOptions(['--remote', '--env', 'production'])?.target).toEqual({
      kind: 'remote',
      environment: 'production',
    });
    expect(parseSeedOptions(['--out', 'seed/out/x'])?.target).toEqual({
      kind: 'sql-files',
      outDir: 'seed/out/x',
    });
    expect(parseSeedOptions(['--help'])).toBeUndefined();
  });

  it.each([
    [['--companies', '0'], /--companies must be between 1 and/],
    [['--companies', '12abc'], /--companies must be a whole number/],
    [['--companies', '-5'], /--companies/],
    [['--companies', '99999999'], /--companies must be between/],
    [['--seed', '1.5'], /--seed must be a whole number/],
    [['--as-of', '2026-02-30'], /--as-of must be a calendar day/],
    [['--as-of', '2019-06-01'], /--as-of must be between 2024-01-01/],
    [
      ['--remote', '--env', 'staging', '--persist-to', 'x'],
      /--persist-to applies to the local database only/,
    ],
    [['--remote', '--out', 'x'], /cannot be combined/],
    [['--remote'], /--remote needs --env/],
    [['--env', 'production'], /--env names the remote database to load; add --remote/],
    [['--remote', '--env', 'Prod/1'], /--env must name a wrangler.toml environment/],
    [['--persist-to', ' '], /--persist-to needs a directory/],
    [['--colour'], /Unknown option '--colour'/],
    [['extra'], /positional/],
  ])('reject %j', (argv, message) => {
    expect(() => parseSeedOptions(argv)).toThrow(SeedOptionError);
    expect(() => parseSeedOptions(argv)).toThrow(message);
  });

  it('make the CLI exit non-zero with the reason and the usage, touching nothing', () => {
    const run = spawnSync(process.execPath, [cli, '--companies', 'lots'], { encoding: 'utf8' });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('seed: --companies must be a whole number, got "lots"');
    expect(run.stderr).toContain('Usage: npm run seed');
    expect(run.stdout).toBe('');
  });
});
