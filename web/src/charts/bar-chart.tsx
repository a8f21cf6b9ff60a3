import { Group } from '@visx/group';
import { scaleBand, scaleLinear, scaleLog } from '@visx/scale';
import { Bar } from '@visx/shape';
import { ChartAxes, type ChartMargin } from './chart-axes.tsx';
import { ChartSvg } from './chart-svg.tsx';
import { useChartWidth } from './use-chart-width.ts';

export type BarDatum = {
  label: string;
  value: number;
  /** Drawn faded: a value the reader should not lean on (too few observations). */
  muted?: boolean;
  /** What a hover over the bar says. */
  detail: string;
};

const margin: ChartMargin = { top: 16, right: 12, bottom: 32, left: 60 };

function powersOfTenBetween(min: number, max: number): number[] {
  const ticks: number[] = [];
  for (let p = 10 ** Math.floor(Math.log10(min)); p <= max * 1.0001; p *= 10) if (p >= min) ticks.push(p);
  return ticks;
}

/**
 * A responsive, accessible bar chart. A log scale keeps values that span several orders of
 * magnitude (domain prices) readable; bars then grow from the smallest power of ten.
 */
export function BarChart({
  data,
  title,
  summary,
  formatValue,
  scale,
  height = 320,
}: {
  data: readonly BarDatum[];
  title: string;
  summary: string;
  formatValue: (value: number) => string;
  scale: 'linear' | 'log';
  height?: number;
}) {
  const { ref, width } = useChartWidth(720);
  const values = data.map((d) => d.value).filter((v) => v > 0);
  const max = Math.max(1, ...values);
  const floor = 10 ** Math.floor(Math.log10(Math.max(1, Math.min(...values, max))));
  const xScale = scaleBand({
    domain: data.map((d) => d.label),
    range: [margin.left, width - margin.right],
    padding: 0.25,
  });
  const range: [number, number] = [height - margin.bottom, margin.top];
  const yScale =
    scale === 'log'
      ? scaleLog({ domain: [floor, 10 ** Math.ceil(Math.log10(max))], range, clamp: true })
      : scaleLinear({ domain: [0, max], range, nice: true });
  const baseline = yScale(scale === 'log' ? floor : 0);
  // About one label per 44 px keeps year labels from overlapping on a phone.
  const xTickEvery = Math.max(
    1,
    Math.ceil(data.length / Math.max(1, Math.floor((width - margin.left) / 44))),
  );
  return (
    <ChartSvg measureRef={ref} width={width} height={height} title={title} summary={summary}>
      <ChartAxes
        xScale={xScale}
        yScale={yScale}
        width={width}
        height={height}
        margin={margin}
        formatY={formatValue}
        yTickValues={
          scale === 'log' ? powersOfTenBetween(floor, 10 ** Math.ceil(Math.log10(max))) : undefined
        }
        xTickEvery={xTickEvery}
      />
      <Group>
        {data.map((d) => {
          const top = d.value > 0 ? yScale(d.value) : baseline;
          return (
            <Bar
              key={d.label}
              x={xScale(d.label) ?? 0}
              y={top}
              width={xScale.bandwidth()}
              height={Math.max(0, baseline - top)}
              rx={2}
              className={d.muted ? 'fill-primary/30' : 'fill-primary'}
            >
              <title>{d.detail}</title>
            </Bar>
          );
        })}
      </Group>
    </ChartSvg>
  );
}
