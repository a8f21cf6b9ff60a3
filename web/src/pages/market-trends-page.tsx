import { ChartDataTable } from '../charts/chart-data-table.tsx';
import { LineChart } from '../charts/line-chart.tsx';
import {
  marketTrendsIntro,
  marketTrendsMeta,
  registrationTrends,
  registrationTrendsCopy,
} from '../content/market-trends.ts';
import { usePageMeta } from '../page-meta/use-page-meta.ts';
import { PageIntro } from '../prose/page-intro.tsx';
import { SalesSummaryPanel } from '../sales/sales-summary-panel.tsx';

const whole = new Intl.NumberFormat('en-US');
const [first] = registrationTrends;
const last = registrationTrends[registrationTrends.length - 1] ?? first;
const dips = registrationTrends.filter((d, i) => i > 0 && d.value < (registrationTrends[i - 1]?.value ?? 0));
const registrationSummary = `Registrations rose from ${whole.format(first.value)} in ${first.label} to ${whole.format(
  last.value,
)} in ${last.label}${dips.length > 0 ? `, dipping in ${dips.map((d) => d.label).join(' and ')}` : ''}.`;

export default function MarketTrendsPage() {
  usePageMeta(marketTrendsMeta);
  return (
    <div className="space-y-16">
      <PageIntro heading={marketTrendsIntro.heading} lead={marketTrendsIntro.lead} />
      <section
        aria-labelledby="registrations-heading"
        className="rounded-box border border-base-300 p-4 sm:p-6"
      >
        <figure>
          <h2 id="registrations-heading" className="text-xl font-semibold">
            {registrationTrendsCopy.title}
          </h2>
          <figcaption className="mb-4 text-sm text-base-content/70">
            {registrationTrendsCopy.caption}
          </figcaption>
          <LineChart
            data={registrationTrends}
            title={registrationTrendsCopy.title}
            summary={registrationSummary}
            formatValue={(v) => whole.format(v)}
          />
          <ChartDataTable
            caption={registrationTrendsCopy.title}
            rows={registrationTrends}
            rowKey={(d) => d.label}
            columns={[
              { header: 'Month', cell: (d) => d.label },
              { header: 'Registrations', cell: (d) => whole.format(d.value), numeric: true },
            ]}
          />
        </figure>
      </section>
      <SalesSummaryPanel />
    </div>
  );
}
