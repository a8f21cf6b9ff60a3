import type { ComponentProps, ReactNode } from 'react';
import { BarChart } from './bar-chart.tsx';
import { ChartDataTable } from './chart-data-table.tsx';

/**
 * A bar chart captioned with its title, then an optional note on reading it, then the same
 * numbers as a table for readers who cannot use the bars.
 */
export function BarChartFigure<Row>({
  chart,
  note,
  table,
}: {
  chart: ComponentProps<typeof BarChart>;
  note?: ReactNode;
  table: ComponentProps<typeof ChartDataTable<Row>>;
}) {
  return (
    <figure>
      <figcaption className="mb-2 font-semibold">{chart.title}</figcaption>
      <BarChart {...chart} />
      {note}
      <ChartDataTable {...table} />
    </figure>
  );
}
