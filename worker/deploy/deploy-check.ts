import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs, parseEnv } from 'node:util';
import {
  DEPLOYED_ENVIRONMENTS,
  deployedSettingsProblems,
  missingBindings,
  placeholderProblems,
  REPO_ROOT,
  requiredBindings,
  resolvedConfig,
  secretsProblems,
} from './environment-bindings.ts';

/**
 * `npm run deploy:check [-- --env staging] [-- --allow-placeholders] [-- --secrets-file F]`:
 * what `wrangler deploy
 * --env production` would ship, without shipping it. Fails on a binding the worker needs and
 * the environment lacks (wrangler would deploy it, and the worker would refuse to start), on
 * a plain-http origin, and on the committed placeholder database id and origin unless
 * --allow-placeholders (npm test, which has no Cloudflare account) says they are expected;
 * with --secrets-file (the file `wrangler deploy --secrets-file` uploads, JSON or .env), on a
 * secret shorter than the worker accepts.
 * Then bundles with `wrangler deploy --dry-run` and prints the bundle size wrangler reports.
 */
const { values } = parseArgs({
  options: {
    env: { type: 'string', default: 'production' },
    'allow-placeholders': { type: 'boolean', default: false },
    'secrets-file': { type: 'string' },
  },
});
const environment = values.env;
if (!(DEPLOYED_ENVIRONMENTS as readonly string[]).includes(environment)) {
  console.error(
    `deploy:check: --env must be one of ${DEPLOYED_ENVIRONMENTS.join(', ')}, got "${environment}"`,
  );
  process.exit(2);
}

const config = await resolvedConfig(environment);
const failures = [
  ...missingBindings(config, requiredBindings()).map((name) => `missing ${name}`),
  ...deployedSettingsProblems(config),
];
const secretsFile = values['secrets-file'];
if (secretsFile !== undefined) {
  const text = readFileSync(secretsFile, 'utf8');
  const secrets: Record<string, string> = secretsFile.endsWith('.json') ? JSON.parse(text) : parseEnv(text);
  failures.push(...secretsProblems(new Map(Object.entries(secrets))));
}
const placeholders = placeholderProblems(config);
if (!values['allow-placeholders']) failures.push(...placeholders);
else for (const problem of placeholders) console.log(`deploy:check: placeholder (allowed here): ${problem}`);
if (failures.length > 0) {
  console.error(
    `deploy:check: --env ${environment} cannot be deployed:\n${failures.map((f) => `  - ${f}`).join('\n')}`,
  );
  process.exit(1);
}

const wrangler = path.join(
  path.dirname(createRequire(import.meta.url).resolve('wrangler/package.json')),
  'bin/wrangler.js',
);
const outdir = mkdtempSync(path.join(tmpdir(), 'domainary-deploy-check-'));
try {
  const run = spawnSync(
    process.execPath,
    [wrangler, 'deploy', '--dry-run', '--env', environment, '--outdir', outdir],
    {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      env: { ...process.env, CI: '1', WRANGLER_SEND_METRICS: 'false' },
    },
  );
  const output = `${run.stdout}${run.stderr}`;
  const size = /Total Upload: ([\d.]+ KiB) \/ gzip: ([\d.]+ KiB)/.exec(output);
  if (run.status !== 0 || !size) {
    console.error(output);
    console.error(`deploy:check: wrangler deploy --dry-run --env ${environment} failed (exit ${run.status})`);
    process.exit(1);
  }
  const bindings = output.split('\n').filter((line) => /^env\.\w+/.test(line)).length;
  console.log(
    `deploy:check: --env ${environment} (worker ${config.name}): bundle ${size[1]}, gzip ${size[2]} (as wrangler reports it), ${bindings} bindings, ${config.triggers.crons?.length ?? 0} cron triggers, observability on, ${config.vars.PUBLIC_ORIGIN}`,
  );
} finally {
  rmSync(outdir, { recursive: true, force: true });
}
