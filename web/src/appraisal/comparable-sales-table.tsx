export type ComparableRow = { domain: string; price: number; when: string; similarity: number };

/** Real reported sales most like the name, with how alike they are (0-100%). */
export function ComparableSalesTable({
  rows,
  formatPrice,
}: {
  rows: readonly ComparableRow[];
  formatPrice: (usd: number) => string;
}) {
  if (rows.length === 0) {
    return <p className="text-sm text-base-content/70">No comparable reported sales for this name.</p>;
  }
  return (
    <div className="overflow-x-auto">
      <table className="table table-sm">
        <caption className="sr-only">Comparable sales</caption>
        <thead className="text-base-content/80">
          <tr>
            <th scope="col">Domain</th>
            <th scope="col" className="text-right">
              Price
            </th>
            <th scope="col" className="text-right">
              Date
            </th>
            <th scope="col" className="text-right">
              Similarity
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((sale) => (
            <tr key={sale.domain}>
              <th scope="row" className="font-medium">
                {sale.domain}
              </th>
              <td className="text-right tabular-nums">{formatPrice(sale.price)}</td>
              <td className="text-right tabular-nums">{sale.when}</td>
              <td className="text-right tabular-nums">{sale.similarity}%</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
