/**
 * `node worker/bench/engine-throughput.ts`: appraisals per second of the engine in this Node
 * process, single thread, over the real sold names and made-up two-word names (the mix the
 * seed and the generator feed it), per second of CPU time. Also prints a checksum of every value and score, so a
 * speed-up can be shown to leave the results unchanged.
 */
import path from 'node:path';
import { loadSales } from '../fit/sales.ts';
import { appraise } from '../src/intel/index.ts';

const root = path.resolve(import.meta.dirname, '../..');
const ROUNDS = 5;

const sold = loadSales(path.join(root, 'seed/data/sales.csv')).map((s) => [s.label, s.extension] as const);
const parts = Array.from(new Set(sold.flatMap(([label]) => (label.length <= 6 ? [label] : [])))).slice(
  0,
  150,
);
const extensions = ['com', 'io', 'net', 'ai', 'co', 'org', 'app', 'de'];
const madeUp = parts.flatMap((a, i) =>
  parts
    .slice(i, i + 60)
    .map((b, j) => [`${a}${b}`, extensions[(i + j) % extensions.length] as string] as const),
);
const names = [...sold, ...madeUp];

/** FNV-1a over the numbers an appraisal carries: any change to a value or score changes it. */
function checksum(): string {
  let h = 0x811c9dc5;
  for (const [label, extension] of names) {
    const a = appraise(label, extension);
    const s = a.scores;
    const fields = [a.estimatedValue, a.valueRange.min, a.valueRange.max, s.seoScore, s.trafficScore];
    fields.push(s.brandabilityScore, s.potentialScore, s.brandScore, s.marketValue, s.trafficPotential);
    fields.push(a.keywordVolume, a.words.length);
    for (const v of `${fields.join(',')}|${a.words.join(' ')}|${a.industry}`) {
      h = Math.imul(h ^ (v.codePointAt(0) as number), 16777619) >>> 0;
    }
  }
  return h.toString(16).padStart(8, '0');
}

const rates: number[] = [];
let sink = 0;
for (let round = 0; round < ROUNDS; round++) {
  // CPU time of this process, so other work on a shared machine does not count against it.
  const started = process.cpuUsage();
  for (const [label, extension] of names) sink += appraise(label, extension).estimatedValue;
  const used = process.cpuUsage(started);
  rates.push(names.length / ((used.user + used.system) / 1e6));
}
rates.sort((a, b) => a - b);
console.log(
  `appraise(): ${names.length} names x ${ROUNDS} rounds; median ${Math.round(rates[ROUNDS >> 1] as number)}/s, best ${Math.round(rates[ROUNDS - 1] as number)}/s; checksum ${checksum()} (${sink > 0 ? 'ok' : 'empty'})`,
);
