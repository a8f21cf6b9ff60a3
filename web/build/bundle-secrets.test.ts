import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

/** Every secret .dev.vars.example documents: a name ending in SECRET, TOKEN or KEY. */
async function documentedSecrets(): Promise<string[]> {
  const example = await readFile(path.join(repoRoot, '.dev.vars.example'), 'utf8');
  return [...example.matchAll(/^#?\s*([A-Z][A-Z0-9_]*(?:SECRET|TOKEN|KEY))=/gm)].map((m) => m[1] as string);
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/**
 * Secrets never reach the bundle: builds the real bundle with every documented secret set in the
 * build environment (as a careless CI might) and proves none of the values reaches the
 * output, while a public affiliate setting given the same way does (so the environment did
 * reach the build and the test can fail).
 */
describe('the built bundle', () => {
  let outDir: string;
  let secrets: Record<string, string>;
  // A public setting the entry chunk always uses (the click capture runs on every page).
  const publicClickParam = 'publicclickparam5550123';

  beforeAll(async () => {
    outDir = await mkdtemp(path.join(tmpdir(), 'domainary-dist-'));
    const names = await documentedSecrets();
    secrets = Object.fromEntries(names.map((name, i) => [name, `s3cr3t-${name.toLowerCase()}-${i}-9f2c7e`]));
    // Also under the VITE_ prefix: only the allow-listed public ids may pass even then.
    const prefixed = Object.fromEntries(Object.entries(secrets).map(([k, v]) => [`VITE_${k}`, v]));
    await run(
      process.execPath,
      [
        path.join(repoRoot, 'node_modules/vite/bin/vite.js'),
        'build',
        '--config',
        'web/vite.config.ts',
        '--outDir',
        outDir,
        '--emptyOutDir',
      ],
      {
        cwd: repoRoot,
        env: {
          ...process.env,
          ...secrets,
          ...prefixed,
          VITE_AFFILIATE_CLICK_PARAM: publicClickParam,
          NO_COLOR: '1',
        },
        maxBuffer: 64 * 1024 * 1024,
      },
    );
  }, 300_000);

  afterAll(async () => {
    if (outDir) await rm(outDir, { recursive: true, force: true });
  });

  it('covers the secrets the project documents', () => {
    expect(Object.keys(secrets)).toEqual(
      expect.arrayContaining(['VISITOR_COOKIE_SECRET', 'LIBSQL_AUTH_TOKEN', 'AFFILIATE_API_TOKEN']),
    );
  });

  it('contains no secret value in any file, pre-rendered pages included', async () => {
    const files = await filesUnder(outDir);
    expect(files.some((f) => f.endsWith('about.html'))).toBe(true);
    for (const file of files) {
      const text = await readFile(file, 'utf8');
      for (const [name, value] of Object.entries(secrets)) {
        expect(text.includes(value), `${name} leaked into ${path.relative(outDir, file)}`).toBe(false);
      }
    }
  });

  it('does carry the public affiliate setting given the same way', async () => {
    const scripts = (await filesUnder(outDir)).filter((f) => f.endsWith('.js'));
    const texts = await Promise.all(scripts.map((f) => readFile(f, 'utf8')));
    expect(texts.some((t) => t.includes(publicClickParam))).toBe(true);
  });
});
