import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MIN_SHARED_SECRET_BYTES } from '../../src/http/shared-secret.ts';
import { RATE_LIMITER_NAMES } from '../../src/middleware/rate-limiters.ts';
import {
  DEPLOYED_ENVIRONMENTS,
  deployedSettingsProblems,
  missingBindings,
  placeholderProblems,
  requiredBindings,
  resolvedConfig,
  secretsProblems,
  WRANGLER_CONFIG,
} from '../environment-bindings.ts';

const required = requiredBindings();
const scratch = mkdtempSync(path.join(tmpdir(), 'wrangler-environments-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** wrangler.toml with `edit` applied, written beside nothing else, read as wrangler would. */
async function editedConfig(environment: string, edit: (toml: string) => string) {
  const file = path.join(scratch, `${environment}-${Math.random().toString(36).slice(2)}.toml`);
  const original = readFileSync(WRANGLER_CONFIG, 'utf8');
  const edited = edit(original);
  expect(edited).not.toBe(original);
  writeFileSync(file, edited);
  return resolvedConfig(environment, file);
}

describe('wrangler.toml environments', () => {
  it('requires what the worker is typed against and every rate limiter it refuses to start without', () => {
    expect(required.d1).toEqual(['DB']);
    expect(required.assets).toEqual(['ASSETS']);
    expect(required.secrets).toContain('VISITOR_COOKIE_SECRET');
    expect(required.vars).toEqual(expect.arrayContaining(['PUBLIC_ORIGIN', 'AVAILABILITY_PROVIDER']));
    expect(required.rateLimits).toEqual(expect.arrayContaining([...RATE_LIMITER_NAMES]));
  });

  for (const environment of [undefined, ...DEPLOYED_ENVIRONMENTS]) {
    it(`${environment ?? 'local development'} declares every binding, var, secret and cron the worker needs`, async () => {
      const config = await resolvedConfig(environment);
      expect(missingBindings(config, required)).toEqual([]);
    });
  }

  for (const environment of DEPLOYED_ENVIRONMENTS) {
    it(`${environment} is served over https, logs to Workers Logs and asks RDAP`, async () => {
      const config = await resolvedConfig(environment);
      expect(config.name).toBe(`domainary-${environment}`);
      expect(deployedSettingsProblems(config)).toEqual([]);
      expect(config.d1_databases[0]?.database_name).toBe(`domainary-${environment}`);
    });
  }

  it('keeps each rate limiter in its own namespace per environment', async () => {
    const ids = await Promise.all(
      [undefined, ...DEPLOYED_ENVIRONMENTS].map(async (environment) =>
        (await resolvedConfig(environment)).ratelimits.map((limit) => limit.namespace_id),
      ),
    );
    const all = ids.flat();
    expect(new Set(all).size).toBe(all.length);
  });

  it('names a rate limiter removed from production, which wrangler would deploy without it', async () => {
    const config = await editedConfig('production', (toml) =>
      toml.replace(
        /\[\[env\.production\.ratelimits\]\]\nname = "VISITOR_WRITES_RATE_LIMITER"\n[^\n]*\n[^\n]*\n/,
        '',
      ),
    );
    expect(missingBindings(config, required)).toEqual(['VISITOR_WRITES_RATE_LIMITER (ratelimits)']);
  });

  it('names a var, the database and a secret an environment does not redeclare', async () => {
    const config = await editedConfig('staging', (toml) =>
      toml
        .replace(/(\[env\.staging\.vars\][\s\S]*?)SERVER_TIMING = "off"\n/, '$1')
        .replace(
          /\[\[env\.staging\.d1_databases\]\]\nbinding = "DB"/,
          '[[env.staging.d1_databases]]\nbinding = "OTHER"',
        )
        .replace(/\[env\.staging\.secrets\]\nrequired = \["VISITOR_COOKIE_SECRET"\]\n/, ''),
    );
    expect(missingBindings(config, required)).toEqual([
      'DB (d1_databases)',
      'SERVER_TIMING (vars)',
      'VISITOR_COOKIE_SECRET (secrets.required)',
    ]);
  });

  it('refuses a production origin on plain http', async () => {
    const config = await editedConfig('production', (toml) =>
      toml.replace(
        'PUBLIC_ORIGIN = "https://domainary.example"',
        'PUBLIC_ORIGIN = "http://domainary.example"',
      ),
    );
    expect(deployedSettingsProblems(config)).toEqual([
      'PUBLIC_ORIGIN must be an https origin, got "http://domainary.example"',
    ]);
  });

  it('names a placeholder database id and origin, and accepts real ones', async () => {
    const placeholder = await editedConfig('production', (toml) =>
      toml.replace(/(\[\[env\.production\.d1_databases\]\][\s\S]*?database_id = )"[^"]*"/, '$1"xxxx"'),
    );
    expect(placeholderProblems(placeholder)).toEqual([
      expect.stringContaining('database_id "xxxx" is not a database id'),
      expect.stringContaining('PUBLIC_ORIGIN https://domainary.example is on the reserved .example domain'),
    ]);
    const real = await editedConfig('production', (toml) =>
      toml
        .replace(
          /(\[\[env\.production\.d1_databases\]\][\s\S]*?database_id = )"[^"]*"/,
          '$1"0f1e2d3c-4b5a-4968-8776-5a4b3c2d1e0f"',
        )
        .replace('PUBLIC_ORIGIN = "https://domainary.example"', 'PUBLIC_ORIGIN = "https://domainary.io"'),
    );
    expect(placeholderProblems(real)).toEqual([]);
  });
});

describe('secrets a deployment uploads', () => {
  const long = 'x'.repeat(MIN_SHARED_SECRET_BYTES);
  it('names a callback secret shorter than the worker accepts, never quoting it', () => {
    const problems = secretsProblems(new Map([['AFFILIATE_CALLBACK_SECRET', 'hunter2']]));
    expect(problems).toEqual([
      `AFFILIATE_CALLBACK_SECRET is shorter than ${MIN_SHARED_SECRET_BYTES} bytes; generate a random one`,
    ]);
    expect(problems.join()).not.toContain('hunter2');
  });

  it('names a cookie secret the worker would refuse', () => {
    expect(secretsProblems(new Map([['VISITOR_COOKIE_SECRET', 'short']]))).toHaveLength(1);
  });

  it('passes long secrets, and leaves secrets the file does not hold alone', () => {
    expect(
      secretsProblems(
        new Map([
          ['AFFILIATE_CALLBACK_SECRET', long],
          ['VISITOR_COOKIE_SECRET', long],
        ]),
      ),
    ).toEqual([]);
    expect(secretsProblems(new Map())).toEqual([]);
  });
});
