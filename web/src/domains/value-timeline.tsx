import type { DomainCandidate } from '@domainary/schema/contracts/domains.ts';
import { ChartDataTable } from '../charts/chart-data-table.tsx';
import { useCurrency } from '../currency/use-currency.ts';
import { formatDate } from '../format/format-date.ts';
import { Spinner } from '../ui/spinner.tsx';
import { useDomain, useValueHistory } from './domains-api.ts';
import { figureNames } from './figure-names.ts';
import { TimelineChart } from './timeline-chart.tsx';
import { placeholderPoint, pointsFromDomain, type TimelinePoint, valueDomain } from './timeline-points.ts';
import { useReveal } from './use-reveal.ts';

const shortDate = (iso: string) => formatDate(iso);

/** The points to draw, and a note when they are a fallback rather than the domain's own history. */
function useTimelinePoints(domain: DomainCandidate): { points: TimelinePoint[] | null; note?: string } {
  const history = useValueHistory(domain.id);
  const empty = history.data !== undefined && history.data.length === 0;
  const fallback = useDomain(empty ? domain.id : null);
  if (domain.id === null)
    return { points: pointsFromDomain(domain), note: 'Not a listed domain: today’s valuation only.' };
  if (history.error) return { points: [placeholderPoint()], note: 'The value history could not be loaded.' };
  if (!history.data) return { points: null };
  if (!empty) return { points: history.data };
  if (fallback.data) return { points: pointsFromDomain(fallback.data) };
  return { points: fallback.error ? [placeholderPoint()] : null };
}

/** 'Domain Value Timeline': value over time (y 80-120% of the data) and SEO 0-100, revealed point by point. */
export function ValueTimeline({ domain }: { domain: DomainCandidate }) {
  const { formatPrice } = useCurrency();
  const { points, note } = useTimelinePoints(domain);
  const shown = useReveal(points?.length ?? 0);
  if (!points) return <Spinner label="Loading value history" />;
  const first = points[0];
  const last = points.at(-1);
  const summary =
    first && last
      ? `From ${formatPrice(first.estimatedValue)} on ${shortDate(first.recordDate)} to ${formatPrice(last.estimatedValue)} on ${shortDate(last.recordDate)}.`
      : '';
  return (
    <div className="space-y-4">
      {note && <p className="text-sm text-base-content/70">{note}</p>}
      <TimelineChart
        points={points}
        shown={shown}
        title="Estimated value over time"
        summary={summary}
        series={[{ name: 'Value', value: (p) => p.estimatedValue, className: 'stroke-primary' }]}
        yDomain={valueDomain(points)}
        formatY={formatPrice}
        formatX={shortDate}
      />
      <TimelineChart
        points={points}
        shown={shown}
        height={160}
        title="SEO score and search interest over time"
        summary="Scores from 0 to 100."
        series={[
          { name: 'SEO', value: (p) => p.seoScore, className: 'stroke-success' },
          {
            name: figureNames.trafficPotential.label,
            value: (p) => p.trafficPotential,
            className: 'stroke-warning',
          },
        ]}
        yDomain={[0, 100]}
        formatY={(v) => String(Math.round(v))}
        formatX={shortDate}
      />
      <p className="flex gap-4 text-xs text-base-content/70" aria-hidden="true">
        <span className="flex items-center gap-1">
          <span className="inline-block h-0.5 w-4 bg-success" /> SEO
        </span>
        <span className="flex items-center gap-1">
          <span className="inline-block h-0.5 w-4 bg-warning" /> {figureNames.trafficPotential.label}
        </span>
      </p>
      <ChartDataTable
        caption="Value history"
        rows={points}
        rowKey={(p) => p.recordDate}
        columns={[
          { header: 'Date', cell: (p) => shortDate(p.recordDate) },
          { header: 'Value', cell: (p) => formatPrice(p.estimatedValue), numeric: true },
          { header: 'SEO', cell: (p) => String(p.seoScore), numeric: true },
          {
            header: figureNames.trafficPotential.label,
            cell: (p) => String(p.trafficPotential),
            numeric: true,
          },
          { header: 'Why', cell: (p) => p.reason },
        ]}
      />
    </div>
  );
}
