import type { ValuationResult } from '@domainary/schema/contracts/valuation.ts';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useCurrency } from '../currency/use-currency.ts';
import { figureNames } from '../domains/index.ts';
import { firstDirection, type Sort, type SortKey } from './bulk-sort.ts';
import { CHANNEL_LABELS } from './channel-labels.ts';
import { headlineOfValuation } from './headline.ts';
import { HeadlineValue } from './headline-value.tsx';
import { industryName } from './simulator-options.ts';

const headers: readonly { key: SortKey; label: string; numeric: boolean }[] = [
  { key: 'domain', label: 'Domain', numeric: false },
  { key: 'estimatedValue', label: 'Headline value', numeric: true },
  { key: 'auction', label: CHANNEL_LABELS.auction.label, numeric: true },
  { key: 'seoScore', label: 'SEO', numeric: true },
  { key: 'brandScore', label: 'Brand', numeric: true },
  { key: 'trafficScore', label: figureNames.trafficScore.label, numeric: true },
  { key: 'industry', label: 'Industry', numeric: false },
];

/** The bulk results; each column header sorts by that column, a second press reverses it. */
export function BulkTable({
  rows,
  sort,
  onSort,
}: {
  rows: readonly ValuationResult[];
  sort: Sort;
  onSort: (sort: Sort) => void;
}) {
  const { formatPrice } = useCurrency();
  return (
    <div className="max-h-[36rem] overflow-auto rounded-box border border-base-300">
      <table className="table table-sm table-pin-rows">
        <caption className="sr-only">
          Valuations, sorted by {headers.find((h) => h.key === sort.key)?.label} {sort.direction}
        </caption>
        <thead className="text-base-content/80">
          <tr>
            {headers.map(({ key, label, numeric }) => {
              const active = sort.key === key;
              const Icon = !active ? ArrowUpDown : sort.direction === 'ascending' ? ArrowUp : ArrowDown;
              return (
                <th
                  key={key}
                  scope="col"
                  aria-sort={active ? sort.direction : undefined}
                  className={numeric ? 'text-right' : ''}
                >
                  <button
                    type="button"
                    className={`btn btn-ghost btn-xs gap-1 ${numeric ? 'flex-row-reverse' : ''}`}
                    onClick={() =>
                      onSort({
                        key,
                        direction: active
                          ? sort.direction === 'ascending'
                            ? 'descending'
                            : 'ascending'
                          : firstDirection(key),
                      })
                    }
                  >
                    {label}
                    <Icon aria-hidden="true" size={14} className={active ? '' : 'opacity-40'} />
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((a) => (
            <tr key={a.domain}>
              <th scope="row" className="font-medium">
                {a.domain}
              </th>
              <td className="text-right" data-headline-cell="">
                <HeadlineValue headline={headlineOfValuation(a)} />
              </td>
              <td className="text-right tabular-nums">
                {a.channelValues.auction === null ? (
                  <span
                    className="text-xs text-base-content/75"
                    title={a.channels.auction.noValueReason ?? undefined}
                  >
                    {CHANNEL_LABELS.auction.rarely}
                  </span>
                ) : (
                  formatPrice(a.channelValues.auction)
                )}
              </td>
              <td className="text-right tabular-nums">{a.scores.seoScore}</td>
              <td className="text-right tabular-nums">{a.scores.brandScore}</td>
              <td className="text-right tabular-nums">{a.scores.trafficScore}</td>
              <td>{industryName(a.industry)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
