import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Unstable_Config } from 'wrangler';
import { sharedSecretProblem } from '../src/http/shared-secret.ts';
import { cookieSecretsOf } from '../src/middleware/cookie-secrets.ts';
import { RATE_LIMITER_NAMES } from '../src/middleware/rate-limiters.ts';
import { isRefused } from '../src/refusal.ts';
import { CRON_JOBS } from '../src/schedule/cron-jobs.ts';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
export const WRANGLER_CONFIG = path.join(REPO_ROOT, 'wrangler.toml');

/** The environments `wrangler deploy --env` may name; `undefined` is local development. */
export const DEPLOYED_ENVIRONMENTS = ['staging', 'production'] as const;

/** What the worker's code needs from an environment, by the kind of binding that supplies it. */
export interface RequiredBindings {
  d1: string[];
  rateLimits: string[];
  assets: string[];
  vars: string[];
  secrets: string[];
}

/**
 * The bindings the worker is typed against: the members of `__BaseEnv_Env` in the file
 * `wrangler types` writes (worker/worker-configuration.d.ts), sorted by what declares them,
 * plus every rate limiter the worker refuses to start without.
 */
export function requiredBindings(
  typesFile = path.join(REPO_ROOT, 'worker/worker-configuration.d.ts'),
): RequiredBindings {
  const source = readFileSync(typesFile, 'utf8');
  const body = /interface __BaseEnv_Env \{\n([\s\S]*?)\n\}/.exec(source)?.[1];
  if (body === undefined) throw new Error(`no __BaseEnv_Env interface in ${typesFile}; run npm run types`);
  const required: RequiredBindings = { d1: [], rateLimits: [], assets: [], vars: [], secrets: [] };
  for (const line of body.split('\n')) {
    const member = /^\s*(\w+)\??: (.+);$/.exec(line);
    if (!member) continue;
    const [, name, type] = member as unknown as [string, string, string];
    if (type === 'D1Database') required.d1.push(name);
    else if (type === 'RateLimit') required.rateLimits.push(name);
    else if (type === 'Fetcher') required.assets.push(name);
    else if (type === 'string') required.secrets.push(name);
    else if (/^"/.test(type)) required.vars.push(name);
    else throw new Error(`${name}: ${type} is a kind of binding the deploy check does not know yet`);
  }
  required.rateLimits = [...new Set([...required.rateLimits, ...RATE_LIMITER_NAMES])];
  return required;
}

/** Reads wrangler.toml as `wrangler deploy --env <environment>` would, inheritance included. */
export async function resolvedConfig(
  environment: string | undefined,
  configPath = WRANGLER_CONFIG,
): Promise<Unstable_Config> {
  const { unstable_readConfig } = await import('wrangler');
  return unstable_readConfig({ config: configPath, env: environment }, { hideWarnings: true });
}

/** Each binding, var, secret or schedule the worker needs that the resolved environment lacks. */
export function missingBindings(config: Unstable_Config, required: RequiredBindings): string[] {
  const missing: string[] = [];
  const declared = {
    d1: new Set(config.d1_databases.map((database) => database.binding)),
    rateLimits: new Set(config.ratelimits.map((limit) => limit.name)),
    assets: new Set(config.assets?.binding ? [config.assets.binding] : []),
    vars: new Set(Object.keys(config.vars)),
    secrets: new Set(config.secrets?.required ?? []),
  };
  const where = {
    d1: 'd1_databases',
    rateLimits: 'ratelimits',
    assets: 'assets',
    vars: 'vars',
    secrets: 'secrets.required',
  } as const;
  for (const kind of Object.keys(where) as (keyof RequiredBindings)[]) {
    for (const name of required[kind]) {
      if (!declared[kind].has(name)) missing.push(`${name} (${where[kind]})`);
    }
  }
  const crons = new Set(config.triggers.crons ?? []);
  for (const schedule of CRON_JOBS.keys()) {
    if (!crons.has(schedule)) missing.push(`cron "${schedule}" (triggers.crons)`);
  }
  return missing;
}

/**
 * What a deployed environment must be on top of its bindings: served over https (the
 * visitor cookie is only `Secure` and `__Host-` then), logging to Workers Logs, and asking
 * the registries (RDAP) about availability.
 */
export function deployedSettingsProblems(config: Unstable_Config): string[] {
  const problems: string[] = [];
  const origin = config.vars.PUBLIC_ORIGIN;
  if (typeof origin !== 'string' || !origin.startsWith('https://')) {
    problems.push(`PUBLIC_ORIGIN must be an https origin, got ${JSON.stringify(origin)}`);
  }
  if (config.observability?.enabled !== true) problems.push('[observability] enabled must be true');
  if (config.vars.AVAILABILITY_PROVIDER !== 'rdap') {
    problems.push(
      `AVAILABILITY_PROVIDER must be "rdap", got ${JSON.stringify(config.vars.AVAILABILITY_PROVIDER)}`,
    );
  }
  return problems;
}

const DATABASE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Values the committed wrangler.toml holds until someone deploys: wrangler accepts them in a
 * dry run, so the deploy check names them. A database id that is not one, and an origin on
 * the reserved `.example` domain.
 */
export function placeholderProblems(config: Unstable_Config): string[] {
  const problems: string[] = [];
  for (const database of config.d1_databases) {
    if (!DATABASE_ID.test(database.database_id ?? '')) {
      problems.push(
        `d1_databases ${database.binding}: database_id ${JSON.stringify(database.database_id)} is not a database id; put the one \`npx wrangler d1 create ${database.database_name}\` printed into [[env.${config.targetEnvironment}.d1_databases]] in wrangler.toml`,
      );
    }
  }
  const origin = config.vars.PUBLIC_ORIGIN;
  if (typeof origin === 'string' && /\.example(:\d+)?\/?$/.test(origin)) {
    problems.push(
      `PUBLIC_ORIGIN ${origin} is on the reserved .example domain; set the site's own origin in [env.${config.targetEnvironment}.vars]`,
    );
  }
  return problems;
}

/**
 * What is wrong with the secrets a deployment uploads (`wrangler deploy --secrets-file`),
 * checked by the rules the worker itself applies, so a short or placeholder secret is named
 * before it ships. Secrets the file does not hold are left as they are deployed.
 */
export function secretsProblems(secrets: ReadonlyMap<string, string>): string[] {
  const problems: string[] = [];
  const cookieSecret = secrets.get('VISITOR_COOKIE_SECRET');
  if (cookieSecret !== undefined) {
    const parsed = cookieSecretsOf(cookieSecret);
    if (isRefused(parsed)) problems.push(parsed.refused.message);
  }
  const callbackSecret = secrets.get('AFFILIATE_CALLBACK_SECRET');
  const callbackProblem =
    callbackSecret === undefined
      ? undefined
      : sharedSecretProblem('AFFILIATE_CALLBACK_SECRET', callbackSecret);
  if (callbackProblem) problems.push(callbackProblem);
  return problems;
}
