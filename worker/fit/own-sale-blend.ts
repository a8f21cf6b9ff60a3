import type { Channel } from '../src/valuation/engine/features.ts';
import {
  anchoredRange,
  blendWithSale,
  type OwnSaleBlend,
  yearsSince,
} from '../src/valuation/engine/own-sale-value.ts';
import type { Dataset } from './cross-validate.ts';
import { median, quantile } from './metrics.ts';

type LogRange = [number, number, number];

/** A resold name: a later sale and the latest sale of that name from a strictly earlier year. */
export interface RepeatSale {
  earlier: number;
  later: number;
}

/**
 * Every sale with an earlier sale of the same name from a strictly earlier year, paired with the
 * latest such sale (within a year, the dearest), as the engine anchors a name on its latest sale
 * up to the year asked. Sales of one year are never paired: two sources often report one sale.
 */
export function repeatSales(data: Dataset, rows: readonly number[]): RepeatSale[] {
  const byDomain = new Map<string, number[]>();
  for (const r of rows) {
    const domain = data.sales[r]?.domain as string;
    const own = byDomain.get(domain);
    if (own) own.push(r);
    else byDomain.set(domain, [r]);
  }
  const pairs: RepeatSale[] = [];
  for (const own of byDomain.values()) {
    for (const later of own) {
      const year = data.sales[later]?.year as number;
      let earlier = -1;
      for (const r of own) {
        const s = data.sales[r] as Dataset['sales'][number];
        if (s.year >= year) continue;
        const best = data.sales[earlier];
        if (!best || s.year > best.year || (s.year === best.year && s.price > best.price)) earlier = r;
      }
      if (earlier >= 0) pairs.push({ earlier, later });
    }
  }
  return pairs;
}

/** What the model says of each sale (log10 value and range in its channel, held out), as the API serves it. */
export type ModelRanges = readonly LogRange[];

/** The anchor the earlier sale gives, asked in the later sale's year. */
function anchorOf(data: Dataset, model: ModelRanges, pair: RepeatSale, blend: OwnSaleBlend) {
  const e = data.sales[pair.earlier] as Dataset['sales'][number];
  const l = data.sales[pair.later] as Dataset['sales'][number];
  return blendWithSale(
    { price: e.price, year: e.year, channel: e.channel },
    (model[pair.earlier] as LogRange)[1],
    l.year,
    blend,
  );
}

/** The later sale's value and range as the engine would serve them, anchored on the earlier sale. */
function anchoredPrediction(
  data: Dataset,
  model: ModelRanges,
  pair: RepeatSale,
  blend: OwnSaleBlend,
): LogRange {
  const anchor = anchorOf(data, model, pair, blend);
  return anchoredRange(anchor, data.sales[pair.later]?.channel as Channel, model[pair.later] as LogRange);
}

const errorOf = (data: Dataset, pair: RepeatSale, value: number) =>
  (data.logPrice[pair.later] as number) - value;
const meanAbs = (xs: number[]) => xs.reduce((s, x) => s + Math.abs(x), 0) / Math.max(1, xs.length);
/** A Laplace spread's variance from its errors: resale prices have heavy tails, which a Gaussian fit lets one sale set. */
const laplaceVariance = (errors: number[]) => 2 * meanAbs(errors) ** 2;

const BASES = Array.from({ length: 100 }, (_, k) => 0.01 * (k + 1));
const PER_YEAR = Array.from({ length: 61 }, (_, k) => 0.0025 * k);

/** A model with all the weight on the earlier sale: its errors are how far a name's next sale lies from its last. */
const SALE_ALONE = { pairs: 0, names: 0, modelVariance: 1e9, saleVariance: { base: 1, perYear: 0 }, z80: 1 };

/**
 * The blend of a name's own last sale with the model, measured on resold names, each spread a
 * Laplace fit: the model's variance from its held-out errors on the later sales; the earlier
 * sale's (carried by its channel's index, moved by the model's reading of the later sale's
 * channel) as base + perYear × years between the sales, the pair on a grid that makes those
 * errors likeliest; z80 the blend's standard errors that held 80% of the later sales.
 */
export function measureOwnSaleBlend(data: Dataset, model: ModelRanges, pairs: RepeatSale[]): OwnSaleBlend {
  const modelVariance = laplaceVariance(pairs.map((p) => errorOf(data, p, (model[p.later] as LogRange)[1])));
  const saleErrors = pairs.map((p) =>
    Math.abs(errorOf(data, p, anchoredPrediction(data, model, p, SALE_ALONE)[1])),
  );
  const ages = pairs.map((p) => anchorAge(data, p));
  let best = { base: BASES[0] as number, perYear: 0, cost: Number.POSITIVE_INFINITY };
  for (const base of BASES) {
    for (const perYear of PER_YEAR) {
      let cost = 0;
      saleErrors.forEach((e, i) => {
        const scale = Math.sqrt((base + perYear * (ages[i] as number)) / 2);
        cost += e / scale + Math.log(scale);
      });
      if (cost < best.cost - 1e-9) best = { base, perYear, cost };
    }
  }
  const measured = {
    pairs: pairs.length,
    names: new Set(pairs.map((p) => data.sales[p.later]?.domain)).size,
    modelVariance: round(modelVariance),
    saleVariance: { base: round(best.base), perYear: round(best.perYear) },
    z80: 1,
  };
  const standardised = pairs.map(
    (p) =>
      Math.abs(errorOf(data, p, anchoredPrediction(data, model, p, measured)[1])) /
      anchorOf(data, model, p, measured).standardError,
  );
  return { ...measured, z80: round(quantile(standardised, 0.8)) };
}

/** Years between a pair's sales as the engine counts them (within the earlier sale's channel data). */
function anchorAge(data: Dataset, pair: RepeatSale): number {
  const e = data.sales[pair.earlier] as Dataset['sales'][number];
  const l = data.sales[pair.later] as Dataset['sales'][number];
  return yearsSince({ price: e.price, year: e.year, channel: e.channel }, l.year);
}

/**
 * The blend on resold names held out of its measurement: each pair valued by a blend measured
 * on the other folds' pairs, against the model alone and the earlier sale alone (carried by its
 * channel's index and moved by the model's reading of the channel).
 */
export function ownSaleReport(
  data: Dataset,
  model: ModelRanges,
  pairs: RepeatSale[],
  foldOfPair: (pair: RepeatSale) => number,
  folds: number,
) {
  const blended: number[] = [];
  const modelOnly: number[] = [];
  const saleOnly: number[] = [];
  let covered = 0;
  const widths: number[] = [];
  const weights: number[] = [];
  for (let k = 0; k < folds; k++) {
    const blend = measureOwnSaleBlend(
      data,
      model,
      pairs.filter((p) => foldOfPair(p) !== k),
    );
    for (const p of pairs.filter((q) => foldOfPair(q) === k)) {
      const [lo, value, hi] = anchoredPrediction(data, model, p, blend);
      const error = errorOf(data, p, value);
      blended.push(error);
      modelOnly.push(errorOf(data, p, (model[p.later] as LogRange)[1]));
      saleOnly.push(errorOf(data, p, anchoredPrediction(data, model, p, SALE_ALONE)[1]));
      const actual = data.logPrice[p.later] as number;
      if (actual >= lo && actual <= hi) covered++;
      widths.push(10 ** (hi - lo));
      weights.push(anchorOf(data, model, p, blend).weight);
    }
  }
  return {
    pairs: pairs.length,
    medianAbsLog10Error: {
      modelAlone: round(median(modelOnly.map(Math.abs))),
      earlierSaleAlone: round(median(saleOnly.map(Math.abs))),
      blended: round(median(blended.map(Math.abs))),
    },
    meanAbsLog10Error: {
      modelAlone: round(meanAbs(modelOnly)),
      earlierSaleAlone: round(meanAbs(saleOnly)),
      blended: round(meanAbs(blended)),
    },
    medianBiasLog10: round(-median(blended)),
    medianSaleWeight: round(median(weights)),
    interval80Coverage: round(covered / Math.max(1, pairs.length)),
    interval80MedianWidthRatio: round(median(widths)),
  };
}

function round(v: number): number {
  return Math.round(v * 1e4) / 1e4;
}

/** Held-out served values (reference money, log10) and their ranges' offsets, as the fit keeps them. */
interface Served {
  value: Float64Array;
  lo: Float64Array;
  hi: Float64Array;
}

/** Each sale's served log10 range from the fit's served values. */
export function rangesOf(served: Served): ModelRanges {
  return Array.from(
    served.value,
    (v, r): LogRange => [v + (served.lo[r] as number), v, v + (served.hi[r] as number)],
  );
}

/**
 * Serves the later sale of each resold pair as the API serves a name with an earlier reported
 * sale: anchored on it by a blend measured on the pairs of the other folds.
 */
export function anchorServed(
  data: Dataset,
  served: Served,
  pairs: RepeatSale[],
  foldOfPair: (pair: RepeatSale) => number,
  folds: number,
): void {
  const model = rangesOf(served);
  for (let k = 0; k < folds; k++) {
    const blend = measureOwnSaleBlend(
      data,
      model,
      pairs.filter((p) => foldOfPair(p) !== k),
    );
    for (const p of pairs.filter((q) => foldOfPair(q) === k)) {
      const [lo, value, hi] = anchoredPrediction(data, model, p, blend);
      served.value[p.later] = value;
      served.lo[p.later] = lo - value;
      served.hi[p.later] = hi - value;
    }
  }
}
