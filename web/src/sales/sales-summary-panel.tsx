import type { SalesSummary } from '@domainary/schema/contracts/sales-summary.ts';
import { Link } from 'wouter';
import type { BarDatum } from '../charts/bar-chart.tsx';
import { BarChartFigure } from '../charts/bar-chart-figure.tsx';
import { salesCopy, smallSampleThreshold } from '../content/market-trends.ts';
import { useCurrency } from '../currency/use-currency.ts';
import { useSalesSummary } from './sales-api.ts';
import { salesPagePath } from './sales-search-params.ts';
import { type SalesGrouping, type SalesMetric, SalesViewPicker, useSalesView } from './sales-view.tsx';

type Group = { label: string; count: number; medianUsd: number };

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat('en-US');

function groupsOf(summary: SalesSummary, grouping: SalesGrouping): Group[] {
  return grouping === 'year'
    ? summary.byYear.map((g) => ({ label: String(g.year), count: g.count, medianUsd: g.medianUsd }))
    : summary.byExtension.map((g) => ({ label: `.${g.extension}`, count: g.count, medianUsd: g.medianUsd }));
}

function SalesChart({
  summary,
  grouping,
  metric,
}: {
  summary: SalesSummary;
  grouping: SalesGrouping;
  metric: SalesMetric;
}) {
  const { currency, formatPrice } = useCurrency();
  const groups = groupsOf(summary, grouping);
  const byWhat = grouping === 'year' ? 'year' : 'extension';
  const formatMoney = (value: number) => `${currency.symbol}${compact.format(value)}`;
  const data: BarDatum[] = groups.map((g) => ({
    label: g.label,
    value: metric === 'median' ? g.medianUsd * currency.rate : g.count,
    muted: g.count < smallSampleThreshold,
    detail: `${g.label}: median ${formatPrice(g.medianUsd)} over ${whole.format(g.count)} reported sales`,
  }));
  const title =
    metric === 'median' ? `Median reported sale price by ${byWhat}` : `Number of reported sales by ${byWhat}`;
  const peak = groups.reduce<Group | undefined>(
    (best, g) =>
      !best || (metric === 'median' ? g.medianUsd > best.medianUsd : g.count > best.count) ? g : best,
    undefined,
  );
  const summaryText = peak
    ? `${groups.length} groups from ${whole.format(summary.total.count)} reported sales. Highest: ${peak.label}, ${
        metric === 'median' ? `median ${formatPrice(peak.medianUsd)}` : `${whole.format(peak.count)} sales`
      }.`
    : 'No reported sales.';
  return (
    <BarChartFigure
      chart={{
        data,
        title,
        summary: summaryText,
        formatValue: metric === 'median' ? formatMoney : (v) => compact.format(v),
        scale: metric === 'median' ? 'log' : 'linear',
      }}
      table={{
        caption: `Reported sales by ${byWhat}: count and median price`,
        rows: groups,
        rowKey: (g) => g.label,
        columns: [
          { header: grouping === 'year' ? 'Year' : 'Extension', cell: (g) => g.label },
          { header: 'Reported sales', cell: (g) => whole.format(g.count), numeric: true },
          { header: `Median price (${currency.code})`, cell: (g) => formatPrice(g.medianUsd), numeric: true },
        ],
      }}
    />
  );
}

/** The second trends chart: real reported sales from the database, beside the fixed sample. */
export function SalesSummaryPanel() {
  const { data, error, isLoading } = useSalesSummary();
  const view = useSalesView();
  return (
    <section aria-labelledby="sales-heading" className="space-y-6">
      <div className="max-w-3xl space-y-2">
        <h2 id="sales-heading" className="text-2xl font-semibold tracking-tight">
          {salesCopy.heading}
        </h2>
        <p className="text-base-content/80">{salesCopy.lead}</p>
        <p>
          <Link href={salesPagePath} className="link link-primary">
            Search every reported sale, beside our estimate
          </Link>
        </p>
      </div>
      <div className="rounded-box border border-base-300 p-4 sm:p-6">
        <SalesViewPicker {...view} />
        <div className="mt-4 min-h-[320px]" aria-live="polite" aria-busy={isLoading}>
          {error ? (
            <p role="alert" className="alert alert-warning">
              The sales data could not be loaded right now. Please try again later.
            </p>
          ) : data ? (
            data.total.count > 0 ? (
              <SalesChart summary={data} grouping={view.grouping} metric={view.metric} />
            ) : (
              <p className="py-16 text-center text-base-content/70">No reported sales in the database yet.</p>
            )
          ) : (
            <div className="skeleton h-[320px] w-full" role="status" aria-label="Loading sales data" />
          )}
        </div>
      </div>
      <aside aria-labelledby="sales-coverage-heading" className="max-w-3xl space-y-2 text-sm">
        <h3 id="sales-coverage-heading" className="font-semibold">
          What this data covers and leaves out
        </h3>
        <ul className="list-disc space-y-1 pl-5 text-base-content/80">
          {salesCopy.coverage.map((line) => (
            <li key={line}>{line}</li>
          ))}
          {data && data.total.firstYear !== null && (
            <li>
              This database holds {whole.format(data.total.count)} reported sales from {data.total.firstYear}{' '}
              to {data.total.lastYear} across {whole.format(data.total.extensions)} extensions; the chart by
              extension shows the {data.byExtension.length} most traded.
            </li>
          )}
        </ul>
      </aside>
    </section>
  );
}
