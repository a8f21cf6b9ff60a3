/** Closer than this to the estimate, a sale counts as landing on it. */
const ON_ESTIMATE = 0.05;

/**
 * How far a sale landed from our estimate, in words a table cell can hold: "57% above",
 * "43% below", "12.4× our estimate" once it is more than double, or "at our estimate".
 */
export function saleVsEstimate(priceUsd: number, estimateUsd: number): string {
  const ratio = priceUsd / estimateUsd;
  if (Math.abs(ratio - 1) < ON_ESTIMATE) return 'at our estimate';
  if (ratio >= 2) return `${ratio >= 10 ? Math.round(ratio) : ratio.toFixed(1)}× our estimate`;
  const percent = Math.round(Math.abs(ratio - 1) * 100);
  return ratio > 1 ? `${percent}% above` : `${percent}% below`;
}
