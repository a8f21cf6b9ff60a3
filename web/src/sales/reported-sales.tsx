import type { ReportedSale } from '@domainary/schema/contracts/sales.ts';
import { useId } from 'react';
import { useCurrency } from '../currency/use-currency.ts';
import { soldForText } from './sale-labels.ts';

/**
 * A name's own reported sales, latest first, shown before any estimate: the price and year as
 * reported, how it sold and where. Nothing when no sale of the name is reported.
 */
export function ReportedSales({ sales }: { sales: readonly ReportedSale[] }) {
  const { formatPrice } = useCurrency();
  const headingId = useId();
  if (sales.length === 0) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-2 rounded-box border border-success/40 bg-success/10 p-4"
      data-testid="reported-sales"
    >
      <h3 id={headingId} className="text-lg font-semibold">
        Reported {sales.length === 1 ? 'sale' : 'sales'}
      </h3>
      <ul className="space-y-1">
        {sales.map((sale) => (
          <li key={`${sale.year}-${sale.price}-${sale.venue ?? ''}`}>
            <span className="font-semibold tabular-nums">{soldForText(sale, formatPrice)}</span>
            {sale.venue && <span className="text-sm text-base-content/70"> · venue: {sale.venue}</span>}
          </li>
        ))}
      </ul>
      <p className="text-xs text-base-content/70">
        Publicly reported, from Domainary's sales table: the price paid then, not adjusted to today's money.
      </p>
    </section>
  );
}
