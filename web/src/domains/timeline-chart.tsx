import { scaleLinear, scalePoint } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { ChartAxes, type ChartMargin } from '../charts/chart-axes.tsx';
import { ChartSvg } from '../charts/chart-svg.tsx';
import { useChartWidth } from '../charts/use-chart-width.ts';

export type TimelineSeries<P> = { name: string; value: (p: P) => number; className: string };

const margin: ChartMargin = { top: 12, right: 16, bottom: 28, left: 56 };
/** Room one date label ("Nov 29, 2023") needs along the bottom axis, so labels never overlap. */
const DATE_LABEL_WIDTH = 90;

/** How many date labels the axis of a chart this wide holds: at least two, at most five. */
const dateLabelsFitting = (width: number) =>
  Math.min(5, Math.max(2, Math.floor((width - margin.left - margin.right) / DATE_LABEL_WIDTH)));

/**
 * A line chart over dated points that draws only the first `shown` of them, so a parent can
 * reveal the timeline point by point. The y-domain is given, not derived, so the axes stay
 * still while points appear.
 */
export function TimelineChart<P extends { recordDate: string }>({
  points,
  shown,
  series,
  yDomain,
  formatY,
  formatX,
  title,
  summary,
  height = 220,
}: {
  points: readonly P[];
  shown: number;
  series: readonly TimelineSeries<P>[];
  yDomain: [number, number];
  formatY: (value: number) => string;
  formatX: (date: string) => string;
  title: string;
  summary: string;
  height?: number;
}) {
  const { ref, width } = useChartWidth(560);
  const xScale = scalePoint({
    domain: points.map((p) => formatX(p.recordDate)),
    range: [margin.left, width - margin.right],
    padding: 0.4,
  });
  const yScale = scaleLinear({ domain: yDomain, range: [height - margin.bottom, margin.top] });
  const visible = points.slice(0, shown);
  const x = (p: P) => xScale(formatX(p.recordDate)) ?? 0;
  return (
    <div data-points-shown={visible.length} data-y-domain={yDomain.join(',')}>
      <ChartSvg measureRef={ref} width={width} height={height} title={title} summary={summary}>
        <ChartAxes
          xScale={xScale}
          yScale={yScale}
          width={width}
          height={height}
          margin={margin}
          formatY={formatY}
          xTickEvery={Math.max(1, Math.ceil(points.length / dateLabelsFitting(width)))}
        />
        {series.map((s) => (
          <g key={s.name}>
            <LinePath
              data={visible}
              x={x}
              y={(p) => yScale(s.value(p))}
              className={`fill-none ${s.className}`}
              strokeWidth={2.5}
            />
            {visible.map((p) => (
              <circle
                key={p.recordDate}
                cx={x(p)}
                cy={yScale(s.value(p))}
                r={4}
                className={`fill-base-100 ${s.className}`}
                strokeWidth={2}
                data-point={s.name}
              >
                <title>{`${formatX(p.recordDate)}: ${s.name} ${formatY(s.value(p))}`}</title>
              </circle>
            ))}
          </g>
        ))}
      </ChartSvg>
    </div>
  );
}
