import type { NameFeatures } from '../src/valuation/engine/features.ts';
import type { IdnDiscount } from '../src/valuation/engine/model.ts';
import { median, quantile } from './metrics.ts';
import { mulberry32 } from './train-trees.ts';

const RESAMPLES = 2000;

/** An internationalised label the engine reads in a Latin spelling (`xn--caf-dma` as `cafe`). */
const hasLatinTwin = (f: NameFeatures) => f.label.startsWith('xn--') && f.spelling !== f.label;

/**
 * What IDN names sold for against the held-out value of their ASCII twin (the value the
 * engine gives a name read in its Latin spelling, in the channel the sale went through): the
 * median log10 ratio over those sales, with an 80% bootstrap interval of that median. Also
 * the same median for IDN sales with no Latin reading, which the engine values on their
 * encoded letters and leaves as they are.
 */
export function measureIdnDiscount(
  features: readonly NameFeatures[],
  logPrice: ArrayLike<number>,
  heldOutValue: ArrayLike<number>,
): { discount: IdnDiscount; withoutLatinReading: { sales: number; medianLog10: number } } {
  const twin: number[] = [];
  const encoded: number[] = [];
  features.forEach((f, r) => {
    if (!f.label.startsWith('xn--')) return;
    const ratio = (logPrice[r] as number) - (heldOutValue[r] as number);
    (hasLatinTwin(f) ? twin : encoded).push(ratio);
  });
  return {
    discount: {
      sales: twin.length,
      log10: round(median(twin)),
      interval80: bootstrapMedian(twin),
    },
    withoutLatinReading: { sales: encoded.length, medianLog10: round(median(encoded)) },
  };
}

/** The 10th and 90th percentiles of the median over resamples drawn with replacement (seeded). */
export function bootstrapMedian(values: readonly number[]): [number, number] {
  const rand = mulberry32(271);
  const medians = new Float64Array(RESAMPLES);
  const draw = new Float64Array(values.length);
  for (let b = 0; b < RESAMPLES; b++) {
    for (let k = 0; k < values.length; k++) draw[k] = values[Math.floor(rand() * values.length)] as number;
    medians[b] = median(draw);
  }
  return [round(quantile(medians, 0.1)), round(quantile(medians, 0.9))];
}

function round(v: number): number {
  return Math.round(v * 1e4) / 1e4;
}
