import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { type CpuProfile, selfTimeByFile } from './profile-summary.ts';
import { bundleLocator, bundleSizeOf, median, type StartupCpu, startupCpu } from './startup-profile.ts';

const run = promisify(execFile);

export interface StartupResult {
  bundle: string | null;
  runs: StartupCpu[];
  medianActiveMs: number;
  /** Self time by source file in the run with the median CPU. */
  where: ReturnType<typeof selfTimeByFile>;
}

/**
 * The worker's startup CPU, the figure Cloudflare holds to its 1 s limit: the bundle is
 * built once with `wrangler deploy --dry-run` (which prints its size), then
 * `wrangler check startup` starts it `runs` times and writes a CPU profile of each start.
 * Other work on the machine shows up in every run, hence the median.
 */
export async function measureStartup(root: string, runs = 3): Promise<StartupResult> {
  const dir = await mkdtemp(path.join(tmpdir(), 'domainary-startup-'));
  try {
    // The dry run wants the assets directory to exist; the worker's start does not read it.
    await mkdir(path.join(root, 'web/dist'), { recursive: true });
    const bundleFile = path.join(dir, 'worker.bundle');
    const outDir = path.join(dir, 'out');
    const built = await run(
      'npx',
      ['wrangler', 'deploy', '--dry-run', '--outfile', bundleFile, '--outdir', outDir],
      { cwd: root, maxBuffer: 1 << 24 },
    );
    const profiles: CpuProfile[] = [];
    for (let i = 0; i < runs; i++) {
      const file = path.join(dir, `startup-${i}.cpuprofile`);
      await run('npx', ['wrangler', 'check', 'startup', '--worker', bundleFile, '--outfile', file], {
        cwd: root,
        maxBuffer: 1 << 24,
      });
      profiles.push(JSON.parse(await readFile(file, 'utf8')) as CpuProfile);
    }
    const measured = profiles.map(startupCpu);
    const medianActiveMs = median(measured.map((m) => m.activeMs));
    const middle = profiles[measured.findIndex((m) => m.activeMs === medianActiveMs)] as CpuProfile;
    const locate = bundleLocator(await readFile(path.join(outDir, 'index.js.map'), 'utf8'), outDir, root);
    return {
      bundle: bundleSizeOf(built.stdout + built.stderr),
      runs: measured,
      medianActiveMs,
      where: selfTimeByFile(middle, 1, locate),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export function printStartup(result: StartupResult, top = 12): void {
  console.log(
    `\nSTARTUP: wrangler check startup, ${result.runs.length} runs of the bundle (${result.bundle})`,
  );
  console.table(
    result.runs.map((r) => ({
      'active ms': r.activeMs,
      'of it GC ms': r.garbageCollectionMs,
      'idle ms': r.idleMs,
    })),
  );
  console.log(`median startup CPU: ${result.medianActiveMs} ms (Cloudflare's limit is 1,000 ms)`);
  // A profile sample stands for the time until the next one, so a start that waits for a
  // core on a busy machine counts long: the load says how busy the machine was.
  console.log(
    `load average now: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(', ')}`,
  );
  console.log('where the median run spends it (self time by source file):');
  console.table(result.where.slice(0, top).map(({ name, 'ms/req': ms, share }) => ({ name, ms, share })));
}
