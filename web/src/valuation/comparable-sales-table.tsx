export type ComparableRow = {
  domain: string;
  price: number;
  todayPrice: number;
  when: string;
  reason: string;
  similarity: number;
};

/** Real reported sales a broker would accept for the name: why each is comparable, its price then and in today's money. */
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
              Price
            </th>
            <th scope="col" className="text-right">
              Date
            </th>
            <th scope="col" className="text-right">
              In today's money
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
              <td className="text-right tabular-nums">{formatPrice(sale.price)}</td>
              <td className="text-right tabular-nums">{sale.when}</td>
              <td className="text-right tabular-nums">{formatPrice(sale.todayPrice)}</td>
              <td className="text-sm">{sale.reason}</td>
              <td className="text-right tabular-nums">{sale.similarity}%</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
