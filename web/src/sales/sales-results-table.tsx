import type { SaleRecord, SalesSort } from '@domainary/schema/contracts/sales.ts';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useCurrency } from '../currency/use-currency.ts';
import { ScrollRegion } from '../ui/scroll-region.tsx';
import { channelLabels } from './sale-labels.ts';
import { saleVsEstimate } from './sale-vs-estimate.ts';

type SortableColumn = 'price' | 'year';

/** A sortable column's header: a button that turns its order around, highest or newest first on the first click. */
function SortHeader({
  column,
  label,
  sortBy,
  onSort,
}: {
  column: SortableColumn;
  label: string;
  sortBy: SalesSort;
  onSort: (sortBy: SalesSort) => void;
}) {
  const direction =
    sortBy === `${column}_desc` ? 'descending' : sortBy === `${column}_asc` ? 'ascending' : undefined;
  const Icon = direction === 'descending' ? ArrowDown : direction === 'ascending' ? ArrowUp : ArrowUpDown;
  const next: SalesSort = direction === 'descending' ? `${column}_asc` : `${column}_desc`;
  return (
    <th scope="col" aria-sort={direction ?? 'none'} className="text-right">
      <button type="button" className="btn btn-ghost btn-xs gap-1 px-1" onClick={() => onSort(next)}>
        {label}
        <Icon aria-hidden="true" size={14} />
        <span className="sr-only">
          {direction ? `, sorted ${direction}` : ''}; sort {next.endsWith('desc') ? 'highest' : 'lowest'}{' '}
          first
        </span>
      </button>
    </th>
  );
}

/** One page of sales with the price in the visitor's currency beside our estimate for its channel. */
export function SalesResultsTable({
  sales,
  sortBy,
  onSort,
}: {
  sales: readonly SaleRecord[];
  sortBy: SalesSort;
  onSort: (sortBy: SalesSort) => void;
}) {
  const { currency, formatPrice } = useCurrency();
  return (
    <ScrollRegion label="Reported domain sales" className="rounded-box border border-base-300">
      <table className="table">
        <caption className="sr-only">Reported domain sales, prices in {currency.code}</caption>
        <thead className="text-base-content/80">
          <tr>
            <th scope="col">Domain</th>
            <SortHeader column="price" label="Price" sortBy={sortBy} onSort={onSort} />
            <SortHeader column="year" label="Year" sortBy={sortBy} onSort={onSort} />
            <th scope="col">Venue</th>
            <th scope="col">Channel</th>
            <th scope="col" className="text-right">
              Our estimate
            </th>
          </tr>
        </thead>
        <tbody>
          {sales.map((sale) => (
            <tr key={sale.id} className="hover:bg-base-200">
              <th scope="row" className="font-semibold">
                {sale.domain}
              </th>
              <td className="text-right tabular-nums">{formatPrice(sale.priceUsd)}</td>
              <td className="text-right tabular-nums">{sale.year}</td>
              <td>{sale.venue ?? <span className="text-base-content/70">Not reported</span>}</td>
              <td>{channelLabels[sale.channel]}</td>
              <td className="text-right">
                {sale.estimateUsd === null ? (
                  <span className="text-base-content/70">N/A</span>
                ) : (
                  <>
                    <span className="tabular-nums">{formatPrice(sale.estimateUsd)}</span>
                    <div className="text-sm text-base-content/70">
                      Sold {saleVsEstimate(sale.priceUsd, sale.estimateUsd)}
                    </div>
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
