import type { SalesSearchSummary } from '@domainary/schema/contracts/sales.ts';
import { useCurrency } from '../currency/use-currency.ts';

const whole = new Intl.NumberFormat('en-US');

/** Count, median and the middle 80% of prices of every sale the filters keep. */
export function SalesSummaryFigures({ summary }: { summary: SalesSearchSummary }) {
  const { formatPrice } = useCurrency();
  const figures: [string, string, string][] = [
    ['Sales', whole.format(summary.count), 'reported sales match'],
    ['Median price', formatPrice(summary.medianUsd), 'half sold for less'],
    ['10th percentile', formatPrice(summary.p10Usd), '1 in 10 sold for less'],
    ['90th percentile', formatPrice(summary.p90Usd), '1 in 10 sold for more'],
  ];
  return (
    <dl
      className="stats stats-vertical w-full border border-base-300 sm:stats-horizontal"
      aria-label="Summary"
    >
      {figures.map(([term, value, note]) => (
        <div key={term} className="stat">
          <dt className="stat-title text-base-content/80">{term}</dt>
          <dd className="stat-value text-2xl tabular-nums">{value}</dd>
          <dd className="stat-desc text-base-content/80">{note}</dd>
        </div>
      ))}
    </dl>
  );
}
