export type ComparableRow = {
  domain: string;
  price: number;
  todayPrice: number;
  when: string;
  reason: string;
  similarity: number;
};

/**
 * Real reported sales a broker would accept for the name: each sale's own price and year
 * first, then that price adjusted to today's money, labelled as the estimate it is.
 */
export function ComparableSalesTable({
  rows,
  formatPrice,
}: {
  rows: readonly ComparableRow[];
  formatPrice: (usd: number) => string;
}) {
  if (rows.length === 0) {
    return (
      <p className="text-sm text-base-content/70">
        No reported sale shares a word with this name or sits in its category with a similar length and the
        same extension, so there is nothing a broker would accept as a comparable.
      </p>
    );
  }
  return (
    <div className="overflow-x-auto">
      <table className="table table-sm">
        <caption className="sr-only">Comparable sales</caption>
        <thead className="text-base-content/80">
          <tr>
            <th scope="col">Domain</th>
            <th scope="col" className="text-right">
              Sold for
            </th>
            <th scope="col" className="text-right">
              When
            </th>
            <th scope="col" className="text-right">
              Adjusted to today (est.)
            </th>
            <th scope="col">Why comparable</th>
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
              <td className="text-right font-semibold tabular-nums">{formatPrice(sale.price)}</td>
              <td className="text-right tabular-nums">{sale.when}</td>
              <td className="text-right tabular-nums text-base-content/70">
                ≈ {formatPrice(sale.todayPrice)} <span className="text-xs">adjusted</span>
              </td>
              <td className="text-sm">{sale.reason}</td>
              <td className="text-right tabular-nums">{sale.similarity}%</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-xs text-base-content/70">
        Sold for: the price reported when the name sold. Adjusted: that price carried to today's money by
        Domainary's domain-market index, an estimate rather than a sale.
      </p>
    </div>
  );
}
