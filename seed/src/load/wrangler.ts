import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
export const wranglerBin = path.join(
  path.dirname(createRequire(import.meta.url).resolve('wrangler/package.json')),
  'bin/wrangler.js',
);

/**
 * Runs wrangler from this repo with the running Node (so Node 24 is used whatever PATH
 * holds). Output is captured and shown only when the command fails, unless `echo` is set.
 */
export function runWrangler(args: readonly string[], options: { echo?: boolean } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [wranglerBin, ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, CI: process.env.CI ?? '1', WRANGLER_SEND_METRICS: 'false' },
      stdio: ['ignore', options.echo ? 'inherit' : 'pipe', options.echo ? 'inherit' : 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(output);
      else reject(new Error(`wrangler ${args.join(' ')} exited with ${code}\n${output.trim()}`));
    });
  });
}

export function persistArgs(persistTo: string | undefined): string[] {
  return persistTo === undefined ? [] : ['--persist-to', path.resolve(persistTo)];
}
