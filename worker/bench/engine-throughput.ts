/**
 * `node worker/bench/engine-throughput.ts`: valuations per second of the engine in this Node
 * process, single thread, over the real sold names and made-up two-word names (the mix the
 * seed and the generator feed it), per second of CPU time: the retail value alone (what the
 * seed stores), and with every channel's value and range (what the bulk valuation answers),
 * each without the isolate's cache of valuations (`freshValuation`: the engine's whole work,
 * the name's stronger forms included). Then the same names through `valueName` and its cache:
 * a pass of names it has never seen (every one a miss, so the cache's own cost) and a pass of
 * a working set it holds (every one a hit).
 * Then comparable sales alone (`comparableSales`, five per name as `GET /api/valuation` asks,
 * in this year's money), lists per CPU-second over names whose valuations are held.
 * And the p95 of one full single valuation as `GET /api/valuation` builds it (every channel,
 * the explanation and five comparable sales), wall-clock in this process. First of all, the
 * CPU time of the first comparable-sales lookup, which builds the sales index the worker
 * leaves out of its start: the one request of each worker instance that asks first pays it.
 * Also prints a checksum of every value and score, so a speed-up can be shown to leave the
 * results unchanged.
 */
import path from 'node:path';
import { loadSales } from '../fit/sales.ts';
import { comparableSales, type NameValuation, valueName } from '../src/valuation/engine/index.ts';
import { freshValuation, valuationWatch } from '../src/valuation/engine/value-name.ts';

const root = path.resolve(import.meta.dirname, '../..');
const ROUNDS = 5;

const sold = loadSales(path.join(root, 'schema/data/sales.csv')).map((s) => [s.label, s.extension] as const);
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

const cpuMsOf = (run: () => unknown) => {
  const started = process.cpuUsage();
  run();
  const used = process.cpuUsage(started);
  return ((used.user + used.system) / 1000).toFixed(1);
};
const [carInsurance, bakeryShop] = [valueName('carinsurance', 'com'), valueName('bakeryshop', 'com')];
const firstLookup = cpuMsOf(() => comparableSales(carInsurance.features, carInsurance.channelValues, 5));
const nextLookup = cpuMsOf(() => comparableSales(bakeryShop.features, bakeryShop.channelValues, 5));
console.log(
  `comparableSales(): first call ${firstLookup} ms CPU (builds the sales index), the next ${nextLookup} ms`,
);

/** FNV-1a over the numbers a valuation carries: any change to a value or score changes it. */
function checksum(): string {
  let h = 0x811c9dc5;
  for (const [label, extension] of names) {
    const a = freshValuation(label, extension);
    const s = a.scores;
    const fields = [
      a.estimatedValue ?? -1,
      a.valueRange?.min ?? -1,
      a.valueRange?.max ?? -1,
      s.seoScore,
      s.trafficScore,
    ];
    for (const c of Object.values(a.channels))
      fields.push(c.value ?? -1, c.range?.min ?? -1, c.range?.max ?? -1);
    fields.push(s.brandabilityScore, s.potentialScore, s.brandScore, s.marketValue, s.trafficPotential);
    fields.push(a.keywordVolume, a.words.length);
    for (const v of `${fields.join(',')}|${a.words.join(' ')}|${a.industry}`) {
      h = Math.imul(h ^ (v.codePointAt(0) as number), 16777619) >>> 0;
    }
  }
  return h.toString(16).padStart(8, '0');
}

/** Median and best valuations per CPU-second over ROUNDS passes of every name. */
function measure(valueOne: (label: string, extension: string) => number) {
  return measureOver(names, valueOne);
}

/** Median and best valuations per CPU-second over ROUNDS passes of the names given. */
function measureOver(
  over: readonly (readonly [string, string])[],
  valueOne: (label: string, extension: string) => number,
): { median: number; best: number } {
  const rates: number[] = [];
  let sink = 0;
  for (let round = 0; round < ROUNDS; round++) {
    // CPU time of this process, so other work on a shared machine does not count against it.
    const started = process.cpuUsage();
    for (const [label, extension] of over) sink += valueOne(label, extension);
    const used = process.cpuUsage(started);
    rates.push(over.length / ((used.user + used.system) / 1e6));
  }
  if (!(sink > 0)) throw new Error('the engine valued nothing');
  rates.sort((a, b) => a - b);
  return { median: Math.round(rates[ROUNDS >> 1] as number), best: Math.round(rates[ROUNDS - 1] as number) };
}

const retail = measure((label, extension) => freshValuation(label, extension).estimatedValue ?? 1);
const everyChannel = measure((label, extension) => {
  const { auction, brokerage } = freshValuation(label, extension).channels;
  return (auction.value ?? 1) + (brokerage.value ?? 1);
});
console.log(
  `freshValuation(): ${names.length} names x ${ROUNDS} rounds; retail value median ${retail.median}/s (best ${retail.best}/s), every channel median ${everyChannel.median}/s (best ${everyChannel.best}/s); checksum ${checksum()}`,
);

const everyChannelCached = (label: string, extension: string) => {
  const { auction, brokerage } = valueName(label, extension).channels;
  return (auction.value ?? 1) + (brokerage.value ?? 1);
};
// Far more names than the cache holds, visited in turn: every name is gone before it comes back.
valuationWatch.forget();
const misses = measure(everyChannelCached);
// A working set the cache holds, valued once before the rounds.
const held = names.slice(0, 500);
valuationWatch.forget();
for (const [label, extension] of held) everyChannelCached(label, extension);
const hits = measureOver(held, everyChannelCached);
console.log(
  `valueName() every channel: cache misses median ${misses.median}/s, cache hits (${held.length} names held) median ${hits.median}/s`,
);

// Every 10th name, valued once before the rounds (more than the valuation cache holds, so
// kept here): the rounds time the comparables alone.
const thisYear = new Date().getUTCFullYear();
const valued = new Map(
  names
    .filter((_, k) => k % 10 === 0)
    .map(([label, extension]) => [`${label}.${extension}`, valueName(label, extension, thisYear)]),
);
const comparables = measureOver(
  [...valued.values()].map((v) => [v.label, v.extension] as const),
  (label, extension) => {
    const v = valued.get(`${label}.${extension}`) as NameValuation;
    return comparableSales(v.features, v.channelValues, 5, thisYear).length + 1;
  },
);
console.log(
  `comparableSales() (${valued.size} names, 5 each, asOf ${thisYear}): median ${comparables.median} lists per CPU-second (best ${comparables.best})`,
);

/** Wall-clock milliseconds of each full single valuation, over every 10th name. */
const singles: number[] = [];
for (let k = 0; k < names.length; k += 10) {
  const [label, extension] = names[k] as readonly [string, string];
  const started = performance.now();
  const a = freshValuation(label, extension);
  if (
    (a.channels.auction.value ?? 0) +
      (a.channels.brokerage.value ?? 0) +
      a.explanation.length +
      comparableSales(a.features, a.channelValues, 5).length <
    0
  )
    throw new Error('unreachable');
  singles.push(performance.now() - started);
}
singles.sort((a, b) => a - b);
const at = (q: number) => (singles[Math.floor(q * (singles.length - 1))] as number).toFixed(3);
console.log(
  `single valuation (${singles.length} names, cold per name): p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, p99 ${at(0.99)} ms`,
);
