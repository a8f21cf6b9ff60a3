import { ScrollRegion } from '../ui/scroll-region.tsx';

export type TableColumn<Row> = { header: string; cell: (row: Row) => string; numeric?: boolean };

/** The table alternative of a chart: the same numbers, readable by anyone, folded by default. */
export function ChartDataTable<Row>({
  caption,
  rows,
  columns,
  rowKey,
}: {
  caption: string;
  rows: readonly Row[];
  columns: readonly TableColumn<Row>[];
  rowKey: (row: Row) => string;
}) {
  return (
    <details className="collapse-arrow collapse mt-4 rounded-box border border-base-300">
      <summary className="collapse-title text-sm font-medium">View the data as a table</summary>
      <div className="collapse-content">
        <ScrollRegion label={caption}>
          <table className="table table-sm">
            <caption className="sr-only">{caption}</caption>
            <thead>
              <tr>
                {columns.map(({ header, numeric }) => (
                  <th key={header} scope="col" className={numeric ? 'text-right' : undefined}>
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={rowKey(row)}>
                  {columns.map(({ header, cell, numeric }, index) =>
                    index === 0 ? (
                      <th key={header} scope="row" className="font-normal">
                        {cell(row)}
                      </th>
                    ) : (
                      <td key={header} className={numeric ? 'text-right tabular-nums' : undefined}>
                        {cell(row)}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </div>
    </details>
  );
}
