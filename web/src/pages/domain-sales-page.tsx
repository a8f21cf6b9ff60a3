import { SALES_EXPORT_MAX_ROWS, SALES_PAGE_SIZE } from '@domainary/schema/contracts/sales.ts';
import { Download, Receipt } from 'lucide-react';
import { useSearchParams } from 'wouter';
import { usePageMeta } from '../page-meta/use-page-meta.ts';
import { useSalesSearch } from '../sales/sales-api.ts';
import { SalesFiltersForm } from '../sales/sales-filters-form.tsx';
import { SalesResultsTable } from '../sales/sales-results-table.tsx';
import {
  paramsOfSalesSearch,
  type SalesSearchState,
  salesExportPath,
  salesPagePath,
  salesSearchFromParams,
} from '../sales/sales-search-params.ts';
import { SalesSummaryFigures } from '../sales/sales-summary-figures.tsx';
import { SalesYearChart } from '../sales/sales-year-chart.tsx';
import { productName } from '../site.ts';
import { ErrorAlert } from '../ui/error-alert.tsx';
import { Pager } from '../ui/pager.tsx';
import { Spinner } from '../ui/spinner.tsx';

const title = `${productName} Domain Sales`;
const count = new Intl.NumberFormat('en-US');

/**
 * /domain-sales: every publicly reported sale, searchable by keyword, extension, price, year
 * and channel (all in the URL), each beside our estimate for the channel it sold in, with a
 * summary and a chart of the filtered set.
 */
export default function DomainSalesPage() {
  usePageMeta({
    title,
    description:
      'Search over 20,000 publicly reported domain name sales by keyword, extension, price, year and channel, and see what our valuation model estimates for each.',
    path: salesPagePath,
  });
  const [params, setParams] = useSearchParams();
  const search = salesSearchFromParams(params);
  const { data, error, isLoading } = useSalesSearch(search);
  const go = (next: SalesSearchState) => setParams(paramsOfSalesSearch(next));
  const pages = data ? Math.ceil(data.totalCount / SALES_PAGE_SIZE) : 0;

  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="flex items-center gap-3 text-3xl font-bold">
          <Receipt aria-hidden="true" size={28} className="text-primary" />
          {title}
        </h1>
        <p className="max-w-3xl text-base-content/80">
          Publicly reported domain sales, each beside what our valuation model estimates for the channel it
          sold through: auctions, marketplaces or brokers. Comparable sales are the first check before buying
          or pricing a name.
        </p>
      </header>
      <section aria-label="Filters" className="rounded-box border border-base-300 p-4 sm:p-6">
        <SalesFiltersForm key={params.toString()} initial={search} onSearch={go} />
      </section>
      <section aria-label="Sales" aria-busy={isLoading} className="space-y-6">
        {error ? (
          <ErrorAlert
            title="The sales could not be loaded."
            error={error}
            fallback={'Please check your connection and try again.'}
          />
        ) : !data ? (
          <Spinner size="lg" label="Loading sales" />
        ) : data.totalCount === 0 ? (
          <div className="py-16 text-center">
            <p className="text-xl font-semibold">No Sales Found</p>
            <p className="text-base-content/70">
              Try another keyword, a wider price or year range, or fewer filters.
            </p>
          </div>
        ) : (
          <>
            <SalesSummaryFigures summary={data.summary} />
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p role="status" aria-live="polite">
                {count.format(data.totalCount)} {data.totalCount === 1 ? 'sale' : 'sales'}
                {pages > 1 && ` · page ${count.format(search.page)} of ${count.format(pages)}`}
              </p>
              <a
                href={salesExportPath(search)}
                download="domainary-sales.csv"
                className="btn btn-outline btn-sm"
                title={`Up to ${count.format(SALES_EXPORT_MAX_ROWS)} rows, in this order`}
              >
                <Download aria-hidden="true" size={16} />
                Export CSV
              </a>
            </div>
            {data.sales.length === 0 ? (
              <p className="py-8 text-center text-base-content/70">
                There is no page {count.format(search.page)}; the last one is {count.format(pages)}.
              </p>
            ) : (
              <SalesResultsTable
                sales={data.sales}
                sortBy={search.sortBy}
                onSort={(sortBy) => go({ ...search, sortBy, page: 1 })}
              />
            )}
            <Pager page={search.page} pages={pages} onPage={(page) => go({ ...search, page })} />
            <section
              aria-labelledby="sales-by-year"
              className="rounded-box border border-base-300 p-4 sm:p-6"
            >
              <h2 id="sales-by-year" className="sr-only">
                Sales by year
              </h2>
              <SalesYearChart summary={data.summary} />
            </section>
          </>
        )}
      </section>
      <p className="text-sm text-base-content/70">
        Prices are as reported in US dollars and shown in your currency. Our estimate is the model’s value for
        the sale’s channel: auction, marketplace or brokerage. Sales without a named venue come from press
        charts of negotiated deals and count as brokered.
      </p>
    </div>
  );
}
