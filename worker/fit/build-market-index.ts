/**
 * `npm run market-index`: one yearly price index per sale channel (auction, marketplace,
 * brokerage) from the real sales in schema/data/sales.csv, written to
 * worker/src/valuation/engine/market-index.json.
 *
 * Raw yearly medians follow whichever sales list a year happens to come from, so each index is
 * chained from like-for-like links inside its own channel: for each source file with at least
 * MIN_SALES of the channel's sales in two consecutive years and counts within MAX_COUNT_RATIO
 * of each other, the change in the median of log10(price / the engine's value in that
 * channel), the engine value holding the names' own qualities constant. Each link is shrunk
 * towards zero by its standard error and the links of one year are averaged by precision; a
 * year with no link carries the level over. Deterministic.
 *
 * Each year's standard error is that of the chain from the channel's last year (the reference,
 * level 1) back to it: the links' variances add up along the chain.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { CHANNELS, type Channel } from '../src/valuation/engine/features.ts';
import { channelValueOf } from '../src/valuation/engine/index.ts';
import type { ChannelIndex, MarketIndexFile } from '../src/valuation/engine/market-index.ts';
import { median } from './metrics.ts';
import { loadSales } from './sales.ts';

const MIN_SALES = 30;
const MAX_COUNT_RATIO = 2.5;
/**
 * Lists of each year's largest reported deals: a fixed count of sales cut by price, so their
 * medians move with how many big deals a year saw, not with what a like name fetches.
 */
const RANKED_LISTS = new Set(['dnjournal_ytd_sales.csv', 'domain-prices-top1k.csv']);
const root = path.resolve(import.meta.dirname, '../..');

/** Standard error of a median from the median absolute deviation (normal approximation). */
const medianSe = (xs: number[]) => {
  const m = median(xs);
  const sigma = 1.4826 * median(xs.map((x) => Math.abs(x - m)));
  return (1.2533 * sigma) / Math.sqrt(xs.length);
};

const sourceFile = (source: string) => source.split(/[;[]/)[0]?.trim().split('/').pop() ?? '';

const sales = loadSales(path.join(root, 'schema/data/sales.csv'));
const residuals = new Map<string, number[]>();
const counts = new Map<string, number>();
for (const sale of sales) {
  const countKey = `${sale.channel}|${sale.year}`;
  counts.set(countKey, (counts.get(countKey) ?? 0) + 1);
  const file = sourceFile(sale.source);
  if (RANKED_LISTS.has(file) || !/^[a-z0-9-]+$/.test(sale.label)) continue;
  const key = `${sale.channel}|${file}|${sale.year}`;
  const list = residuals.get(key) ?? [];
  const value = channelValueOf(sale.label, sale.extension, sale.channel).value;
  list.push(Math.log10(sale.price) - Math.log10(value));
  residuals.set(key, list);
}

function channelIndex(channel: Channel): ChannelIndex {
  const years = [...counts.keys()]
    .filter((k) => k.startsWith(`${channel}|`))
    .map((k) => Number(k.split('|')[1]));
  const firstYear = Math.min(...years);
  const lastYear = Math.max(...years);
  const links: ChannelIndex['links'] = [];
  const level = new Map<number, { log: number; variance: number; linked: boolean }>();
  let log = 0;
  let variance = 0;
  for (let year = firstYear; year <= lastYear; year++) {
    let weighted = 0;
    let weights = 0;
    for (const [key, now] of residuals) {
      const [c, source, y] = key.split('|') as [string, string, string];
      if (c !== channel || Number(y) !== year) continue;
      const before = residuals.get(`${channel}|${source}|${year - 1}`);
      if (!before || now.length < MIN_SALES || before.length < MIN_SALES) continue;
      if (Math.max(now.length, before.length) / Math.min(now.length, before.length) > MAX_COUNT_RATIO)
        continue;
      const change = median(now) - median(before);
      const se = Math.hypot(medianSe(now), medianSe(before));
      const shrunk = change * Math.max(0, 1 - (se * se) / (change * change));
      links.push({
        year,
        source,
        logChange: round(shrunk),
        se: round(se),
        sales: [before.length, now.length],
      });
      weighted += shrunk / (se * se);
      weights += 1 / (se * se);
    }
    if (weights > 0) {
      log += weighted / weights;
      variance += 1 / weights;
    }
    level.set(year, { log, variance, linked: weights > 0 });
  }
  // Rebased so the channel's last year is 1; a year's error is the chain's between it and then.
  const last = level.get(lastYear) as { log: number; variance: number };
  const measured = (year: number) =>
    [...level].some(([y, l]) => l.linked && y > Math.min(year, lastYear) && y <= Math.max(year, lastYear));
  return {
    firstYear,
    lastYear,
    years: [...level].map(([year, l]) => ({
      year,
      index: round(10 ** (l.log - last.log)),
      se: year === lastYear ? 0 : measured(year) ? round(Math.sqrt(last.variance - l.variance)) : null,
      sales: counts.get(`${channel}|${year}`) ?? 0,
    })),
    links,
  };
}

function round(v: number): number {
  return Math.round(v * 1e4) / 1e4;
}

const file: MarketIndexFile = {
  channels: Object.fromEntries(CHANNELS.map((c) => [c, channelIndex(c)])) as Record<Channel, ChannelIndex>,
};
const out = path.join(root, 'worker/src/valuation/engine/market-index.json');
writeFileSync(out, `${JSON.stringify(file, null, 2)}\n`);
for (const c of CHANNELS) {
  const { years } = file.channels[c];
  console.log(`${c}: ${years.map((y) => `${y.year} ${y.index}±${y.se ?? '-'} (${y.sales})`).join(', ')}`);
}
console.log(`wrote ${path.relative(root, out)}`);
