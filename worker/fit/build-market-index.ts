/**
 * `npm run market-index`: a yearly domain-market index from the real sales in
 * schema/data/sales.csv, written to worker/src/valuation/engine/market-index.json.
 *
 * Raw yearly medians follow whichever sales list a year happens to come from (a press chart of
 * top deals one year, a marketplace dump the next), so the index is chained from like-for-like
 * links instead: for each source file with at least MIN_SALES sales in two consecutive years
 * and counts within MAX_COUNT_RATIO of each other, the change in the median of
 * log10(price / engine value), the engine value holding the names' own qualities constant.
 * Each link is shrunk towards zero by its standard error, links of one year are averaged by
 * precision, and a year with no link carries the level over. Deterministic.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { valueName } from '../src/valuation/engine/index.ts';

const MIN_SALES = 200;
const MAX_COUNT_RATIO = 2.5;
const root = path.resolve(import.meta.dirname, '../..');

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
};

/** Standard error of a median from the median absolute deviation (normal approximation). */
const medianSe = (xs: number[]) => {
  const m = median(xs);
  const sigma = 1.4826 * median(xs.map((x) => Math.abs(x - m)));
  return (1.2533 * sigma) / Math.sqrt(xs.length);
};

const rows = parse(readFileSync(path.join(root, 'schema/data/sales.csv'), 'utf8'), {
  columns: true,
  skip_empty_lines: true,
}) as Array<Record<string, string>>;

const residuals = new Map<string, number[]>();
let firstYear = Number.POSITIVE_INFINITY;
let lastYear = 0;
for (const row of rows) {
  const domain = (row.domain ?? '').toLowerCase();
  const dot = domain.indexOf('.');
  const label = domain.slice(0, dot);
  const price = Number(row.price_usd);
  const year = Number(row.year);
  if (dot < 1 || !/^[a-z0-9-]+$/.test(label) || !(price > 0)) continue;
  const file = (row.source ?? '').split(/[;[]/)[0]?.trim().split('/').pop() ?? '';
  const key = `${file}|${year}`;
  const list = residuals.get(key) ?? [];
  list.push(Math.log10(price) - Math.log10(valueName(label, domain.slice(dot + 1)).estimatedValue));
  residuals.set(key, list);
  firstYear = Math.min(firstYear, year);
  lastYear = Math.max(lastYear, year);
}

const links: Array<{ year: number; source: string; logChange: number; sales: [number, number] }> = [];
const levels: Record<number, number> = {};
let level = 0;
for (let year = firstYear; year <= lastYear; year++) {
  let weighted = 0;
  let weights = 0;
  for (const [key, now] of residuals) {
    const [source, y] = key.split('|') as [string, string];
    const before = residuals.get(`${source}|${year - 1}`);
    if (Number(y) !== year || !before || now.length < MIN_SALES || before.length < MIN_SALES) continue;
    if (Math.max(now.length, before.length) / Math.min(now.length, before.length) > MAX_COUNT_RATIO) continue;
    const change = median(now) - median(before);
    const se = Math.hypot(medianSe(now), medianSe(before));
    const shrunk = change * Math.max(0, 1 - (se * se) / (change * change));
    links.push({ year, source, logChange: Number(shrunk.toFixed(4)), sales: [before.length, now.length] });
    weighted += shrunk / (se * se);
    weights += 1 / (se * se);
  }
  if (weights > 0) level += weighted / weights;
  levels[year] = level;
}

// Rebased so the latest year is 1: history points scale today's value by index(then) / 1.
const index = Object.fromEntries(
  Object.entries(levels).map(([year, l]) => [year, Number((10 ** (l - level)).toFixed(4))]),
);
const out = path.join(root, 'worker/src/valuation/engine/market-index.json');
writeFileSync(out, `${JSON.stringify({ firstYear, lastYear, index, links }, null, 2)}\n`);
console.log(`wrote ${path.relative(root, out)}: ${JSON.stringify(index)}`);
