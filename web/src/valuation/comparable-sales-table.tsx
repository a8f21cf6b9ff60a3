import { ScrollRegion } from '../ui/scroll-region.tsx';

export type ComparableRow = {
  domain: string;
  price: number;
  channel: 'auction' | 'marketplace' | 'brokerage';
  /** The price carried by its channel's index to `basis` ("2020 auction prices"); null: no change measured. */
  adjusted: { price: number; basis: string } | null;
  when: string;
  reason: string;
  similarity: number;
};

/**
 * Real reported sales a broker would accept for the name: each sale's own price, year and
 * channel first, then beside them that price carried by its channel's own index, labelled with
 * the prices it is in and as the estimate it is.
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
        No reported sale is like this name: none shares a word with it, none sits in its category with the
        same extension and a length within a letter, and none trades in its own market (other one-word names
        of its extension for a one-word name; names of its pattern, length and extension for a short coined
        one). There is nothing a broker would accept as a comparable.
      </p>
    );
  }
  return (
    <div>
      <ScrollRegion label="Comparable sales">
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
                Adjusted (est.)
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
                <td className="text-right tabular-nums">
                  {sale.when} <span className="block text-xs text-base-content/70">{sale.channel}</span>
                </td>
                <td className="text-right tabular-nums text-base-content/70">
                  {sale.adjusted ? (
                    <>
                      ≈ {formatPrice(sale.adjusted.price)}{' '}
                      <span className="block text-xs">in {sale.adjusted.basis}</span>
                    </>
                  ) : (
                    <span title="Its channel's index measured no change since the sale">—</span>
                  )}
                </td>
                <td className="text-sm">{sale.reason}</td>
                <td className="text-right tabular-nums">{sale.similarity}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <p className="mt-2 text-xs text-base-content/70">
        Sold for: the price reported when the name sold, in dollars of that year, and the channel it sold
        through. Adjusted: that price carried by its own channel's price index (measured on like-for-like
        sales of that channel) to the prices named under it, an estimate rather than a sale; a dash where that
        index measured no change since the sale.
      </p>
    </div>
  );
}
