import { scaleLinear, scalePoint } from '@visx/scale';
import { ChartAxes, type ChartMargin } from './chart-axes.tsx';
import { ChartSvg } from './chart-svg.tsx';
import { LineSeries } from './line-series.tsx';
import { useChartWidth } from './use-chart-width.ts';

export type LinePoint = { label: string; value: number };

const margin: ChartMargin = { top: 16, right: 20, bottom: 32, left: 48 };

/**
 * A responsive, accessible line chart: the SVG is an image with a title and a summary for
 * screen readers, each point names its value on hover, and the axis starts at zero so the
 * slope is not exaggerated.
 */
export function LineChart({
  data,
  title,
  summary,
  formatValue,
  height = 300,
}: {
  data: readonly LinePoint[];
  title: string;
  summary: string;
  formatValue: (value: number) => string;
  height?: number;
}) {
  const { ref, width } = useChartWidth(640);
  const xScale = scalePoint({
    domain: data.map((d) => d.label),
    range: [margin.left, width - margin.right],
    padding: 0.3,
  });
  const yScale = scaleLinear({
    domain: [0, Math.max(...data.map((d) => d.value))],
    range: [height - margin.bottom, margin.top],
    nice: true,
  });
  const x = (d: LinePoint) => xScale(d.label) ?? 0;
  const y = (d: LinePoint) => yScale(d.value);
  return (
    <ChartSvg measureRef={ref} width={width} height={height} title={title} summary={summary}>
      <ChartAxes
        xScale={xScale}
        yScale={yScale}
        width={width}
        height={height}
        margin={margin}
        formatY={formatValue}
      />
      <LineSeries
        points={data}
        x={x}
        y={y}
        pointKey={(d) => d.label}
        pointTitle={(d) => `${d.label}: ${formatValue(d.value)}`}
        className="stroke-primary"
        strokeWidth={3}
        dotRadius={5}
      />
    </ChartSvg>
  );
}
