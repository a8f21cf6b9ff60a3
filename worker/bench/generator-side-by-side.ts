/**
 * CPU of one seed generator thread's work in two checkouts, side by side in one process:
 *
 *   node worker/bench/generator-side-by-side.ts --before ../main [--companies 30000] [--rounds 7]
 *
 * Each round runs the first generator's share (partition 0 of 2, rows discarded) of a seed of
 * `--companies` with a new PRNG seed, once with each checkout's code, in alternating order, and
 * charges each the CPU time of its run. Both meet the same load, which on a shared machine
 * moves a single run's CPU by a fifth. The checkout loaded second runs about 5 to 10% slower
 * with the same code (measured against itself), so the whole comparison runs twice, in a child
 * process per loading order, and the ratio printed is the geometric mean of the two. The first
 * round of each, while the code is compiled, is left out. `--before` is another checkout with
 * its dependencies installed.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';

const root = path.resolve(import.meta.dirname, '../..');
const { values } = parseArgs({
  options: {
    before: { type: 'string' },
    companies: { type: 'string', default: '30000' },
    rounds: { type: 'string', default: '7' },
    first: { type: 'string' },
    second: { type: 'string' },
  },
});

type Generate = (
  options: { companies: number; seed: number; asOf: string },
  sink: { write(table: string, rows: unknown[][]): void },
  partition: { index: number; count: number },
) => void;

/** One loading order, in this process: the CPU seconds of each checkout's rounds after the first, summed. */
async function runOrder(first: string, second: string): Promise<[number, number]> {
  const generators: Generate[] = [];
  for (const checkout of [first, second]) {
    generators.push((await import(path.join(checkout, 'seed/src/generate-all.ts'))).generateAll);
  }
  const cpu = [0, 0];
  for (let round = 0; round < Number(values.rounds); round++) {
    for (const k of round % 2 ? [1, 0] : [0, 1]) {
      const started = process.cpuUsage();
      (generators[k] as Generate)(
        { companies: Number(values.companies), seed: 1 + round, asOf: '2026-11-01' },
        { write() {} },
        { index: 0, count: 2 },
      );
      const used = process.cpuUsage(started);
      if (round > 0) cpu[k] = (cpu[k] as number) + (used.user + used.system) / 1e6;
    }
  }
  return [cpu[0] as number, cpu[1] as number];
}

if (values.first && values.second) {
  console.log(JSON.stringify(await runOrder(values.first, values.second)));
} else {
  if (!values.before) throw new Error('--before <checkout> is required');
  const before = path.resolve(values.before);
  const order = (first: string, second: string) =>
    JSON.parse(
      execFileSync(
        process.execPath,
        [
          import.meta.filename,
          `--first=${first}`,
          `--second=${second}`,
          `--companies=${values.companies}`,
          `--rounds=${values.rounds}`,
        ],
        { encoding: 'utf8' },
      ),
    ) as [number, number];
  const [beforeFirst, afterSecond] = order(before, root);
  const [afterFirst, beforeSecond] = order(root, before);
  const ratio = Math.sqrt((afterSecond / beforeFirst) * (afterFirst / beforeSecond));
  console.log(
    `generator CPU, ${values.companies} companies x ${Number(values.rounds) - 1} rounds: before ${beforeFirst.toFixed(1)} s (loaded first), ${beforeSecond.toFixed(1)} s (second); after ${afterSecond.toFixed(1)} s (second), ${afterFirst.toFixed(1)} s (first); after / before ${ratio.toFixed(3)}`,
  );
}
