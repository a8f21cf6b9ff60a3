import { AxisBottom, AxisLeft } from '@visx/axis';
import { GridRows } from '@visx/grid';
import type { PickD3Scale } from '@visx/scale';

export type ChartMargin = { top: number; right: number; bottom: number; left: number };
export type ValueScale = PickD3Scale<'linear' | 'log', number>;
export type CategoryScale = PickD3Scale<'band' | 'point', number, string>;

const tickLabel = { className: 'fill-base-content/70 text-[11px]' } as const;

/** Grid lines, the value axis on the left and the category axis along the bottom. */
export function ChartAxes({
  xScale,
  yScale,
  width,
  height,
  margin,
  yTickValues,
  formatY,
  xTickEvery = 1,
}: {
  xScale: CategoryScale;
  yScale: ValueScale;
  width: number;
  height: number;
  margin: ChartMargin;
  yTickValues?: number[];
  formatY: (value: number) => string;
  /** Label every nth category when there are too many to fit. */
  xTickEvery?: number;
}) {
  const innerWidth = width - margin.left - margin.right;
  const innerHeight = height - margin.top - margin.bottom;
  const domain = xScale.domain();
  return (
    <>
      <GridRows
        left={margin.left}
        scale={yScale}
        width={innerWidth}
        tickValues={yTickValues}
        className="stroke-base-300"
      />
      <AxisLeft
        left={margin.left}
        scale={yScale}
        tickValues={yTickValues}
        numTicks={5}
        tickFormat={(value) => formatY(Number(value))}
        hideAxisLine
        hideTicks
        tickLabelProps={tickLabel}
      />
      <AxisBottom
        top={margin.top + innerHeight}
        scale={xScale}
        tickValues={domain.filter((_, index) => index % xTickEvery === 0)}
        hideTicks
        axisLineClassName="stroke-base-300"
        tickLabelProps={tickLabel}
      />
    </>
  );
}
