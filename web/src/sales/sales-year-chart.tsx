import type { SalesSearchSummary } from '@domainary/schema/contracts/sales.ts';
import type { BarDatum } from '../charts/bar-chart.tsx';
import { BarChartFigure } from '../charts/bar-chart-figure.tsx';
import { smallSampleThreshold } from '../content/market-trends.ts';
import { useCurrency } from '../currency/use-currency.ts';

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat('en-US');
const title = 'Median sale price by year';

/** The filtered sales' median price per year, with the same numbers as a table. */
export function SalesYearChart({ summary }: { summary: SalesSearchSummary }) {
  const { currency, formatPrice } = useCurrency();
  const years = summary.byYear;
  const data: BarDatum[] = years.map((y) => ({
    label: String(y.year),
    value: y.medianUsd * currency.rate,
    muted: y.count < smallSampleThreshold,
    detail: `${y.year}: median ${formatPrice(y.medianUsd)} over ${whole.format(y.count)} sales`,
  }));
  const peak = years.reduce<(typeof years)[number] | undefined>(
    (best, y) => (!best || y.medianUsd > best.medianUsd ? y : best),
    undefined,
  );
  const chartSummary = peak
    ? `${years.length} years from ${years[0]?.year} to ${years.at(-1)?.year}. Highest median: ${peak.year}, ${formatPrice(peak.medianUsd)}.`
    : 'No sales.';
  return (
    <BarChartFigure
      chart={{
        data,
        title,
        summary: chartSummary,
        formatValue: (v) => `${currency.symbol}${compact.format(v)}`,
        scale: 'log',
        height: 260,
      }}
      note={
        <p className="mt-2 text-sm text-base-content/70">
          Faded bars rest on fewer than {smallSampleThreshold} sales.
        </p>
      }
      table={{
        caption: 'Sales by year: count and median price',
        rows: years,
        rowKey: (y) => String(y.year),
        columns: [
          { header: 'Year', cell: (y) => String(y.year) },
          { header: 'Sales', cell: (y) => whole.format(y.count), numeric: true },
          { header: `Median price (${currency.code})`, cell: (y) => formatPrice(y.medianUsd), numeric: true },
        ],
      }}
    />
  );
}
