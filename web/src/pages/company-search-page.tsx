import {
  COMPANY_EXPORT_MAX_ROWS,
  COMPANY_PAGE_SIZE,
  type Company,
} from '@domainary/schema/contracts/companies.ts';
import { Building2, Download } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'wouter';
import { errorDetailOf, errorMessageOf, mayPassOnRetry } from '../api/error-message.ts';
import { exportPathOf, useCompanySearch } from '../companies/companies-api.ts';
import { CompanyCount } from '../companies/company-count.tsx';
import { CompanyDetailsDialog } from '../companies/company-details-dialog.tsx';
import { CompanyFiltersForm } from '../companies/company-filters-form.tsx';
import { CompanyResultsTable } from '../companies/company-results-table.tsx';
import { CompanySampleNote } from '../companies/company-sample-note.tsx';
import {
  type CompanySearchState,
  companySearchFromParams,
  paramsOfCompanySearch,
} from '../companies/company-search-params.ts';
import { similarSearchOf } from '../companies/similar-search.ts';
import { usePageMeta } from '../page-meta/use-page-meta.ts';
import { productName } from '../site.ts';
import { ErrorAlert } from '../ui/error-alert.tsx';
import { Pager } from '../ui/pager.tsx';
import { Spinner } from '../ui/spinner.tsx';

const title = `${productName} Company Search`;
const count = new Intl.NumberFormat('en-US');

/**
 * /company-domains: the directory of the top million companies, every filter and
 * the page in the URL, 10 per page, and a details dialog per company.
 */
export default function CompanySearchPage() {
  usePageMeta({
    title,
    description:
      'Search a directory of the top one million companies by name, industry, country, rank, founding year and size, with each company’s domains and availability checks.',
    path: '/company-domains',
  });
  const [params, setParams] = useSearchParams();
  const search = companySearchFromParams(params);
  const { data, error, isLoading, isValidating, mutate } = useCompanySearch(search);
  const [open, setOpen] = useState<Company | null>(null);
  const go = (next: CompanySearchState) => setParams(paramsOfCompanySearch(next));
  const pages = data ? Math.ceil(data.totalCount / COMPANY_PAGE_SIZE) : 0;

  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="flex items-center gap-3 text-3xl font-bold">
          <Building2 aria-hidden="true" size={28} className="text-primary" />
          {title}
        </h1>
        <p className="text-base-content/80">
          The top one million companies with their domain portfolios and availability checks.
        </p>
      </header>
      <section aria-label="Filters" className="rounded-box border border-base-300 p-4 sm:p-6">
        <CompanyFiltersForm key={params.toString()} initial={search} onSearch={go} />
      </section>
      <section aria-label="Companies" aria-busy={isLoading} className="space-y-4">
        {error ? (
          <>
            <ErrorAlert
              title={errorMessageOf(error, 'Failed to fetch companies')}
              message={errorDetailOf(error)}
            />
            {/* A busy server (a search stopped for time, a rate refused) may answer the same search later. */}
            {mayPassOnRetry(error) && (
              <button
                type="button"
                className="btn btn-outline btn-sm"
                disabled={isValidating}
                onClick={() => mutate()}
              >
                {isValidating ? 'Trying again…' : 'Try again'}
              </button>
            )}
            {/* A page past what one search may read is refused; its first page is a way on. */}
            {search.page > 1 && (
              <button
                type="button"
                className="btn btn-outline btn-sm"
                onClick={() => go({ ...search, page: 1 })}
              >
                Back to page 1
              </button>
            )}
          </>
        ) : !data ? (
          <Spinner size="lg" label="Loading companies" />
        ) : data.totalCount === 0 ? (
          <div className="py-16 text-center">
            <p className="text-xl font-semibold">No Companies Found</p>
            <p className="text-base-content/70">Try fewer filters or another keyword.</p>
          </div>
        ) : (
          <>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <CompanyCount
                total={data.totalCount}
                kind={data.totalCountKind}
                page={search.page}
                pages={pages}
              />
              <a
                href={exportPathOf(search)}
                download="domainary-companies.csv"
                className="btn btn-outline btn-sm"
                title={`Up to ${count.format(COMPANY_EXPORT_MAX_ROWS)} rows, in this order`}
              >
                <Download aria-hidden="true" size={16} />
                Export CSV
              </a>
            </div>
            <CompanySampleNote companies={data.companies} />
            {data.companies.length === 0 ? (
              <p className="py-8 text-center text-base-content/70">
                There is no page {count.format(search.page)}; the last one is {count.format(pages)}.
              </p>
            ) : (
              <CompanyResultsTable companies={data.companies} onOpen={setOpen} />
            )}
            <Pager page={search.page} pages={pages} onPage={(page) => go({ ...search, page })} />
          </>
        )}
      </section>
      {open && (
        <CompanyDetailsDialog
          company={open}
          onClose={() => setOpen(null)}
          onSearchSimilar={(company) => {
            setOpen(null);
            go(similarSearchOf(company));
          }}
        />
      )}
    </div>
  );
}
