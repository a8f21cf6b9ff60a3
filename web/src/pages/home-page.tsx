import { lazy, Suspense, useCallback } from 'react';
import { Link, useSearchParams } from 'wouter';
import { AffiliateBanner } from '../affiliate/affiliate-banner.tsx';
import { PartnerPromotions } from '../affiliate/partner-promotions.tsx';
import { paramsOfSearch, type SearchState, searchFromParams } from '../domains/domain-search-params.ts';
import { ExpiringStrip } from '../domains/expiring-strip.tsx';
import { SearchForm, type SearchHistory } from '../domains/search-form.tsx';
import { SearchUrlNotice } from '../domains/search-url-notice.tsx';
import { useDomainDialogs } from '../domains/use-domain-dialogs.tsx';
import { usePageMeta } from '../page-meta/use-page-meta.ts';
import { defaultDescription, defaultTitle } from '../site.ts';
import { Spinner } from '../ui/spinner.tsx';

// Bulk mode is a separate tool behind ?mode=bulk; keyword searchers never download it.
const BulkCheck = lazy(() => import('../domains/bulk-check.tsx').then((m) => ({ default: m.BulkCheck })));
// The results and their code load with the first search (fetched as soon as the form gets
// focus): a landing visitor's first paint is the form alone.
const loadSearchResults = () => import('../domains/search-results.tsx');
const SearchResults = lazy(() => loadSearchResults().then((m) => ({ default: m.SearchResults })));

/**
 * Domain search (the home page): heading, banner, search form and results, divider, the
 * expiring strip and partner promotions. The search lives in the URL, so results can be
 * shared and the back button returns to the previous search; ?mode=bulk checks many names.
 */
export default function HomePage() {
  usePageMeta({ title: defaultTitle, description: defaultDescription, path: '/' });
  const [params, setParams] = useSearchParams();
  const bulk = params.get('mode') === 'bulk';
  const search = searchFromParams(params);
  const searching = Object.keys(paramsOfSearch(search)).length > 0;
  const { onOpen, onPrimary, dialogs } = useDomainDialogs();
  const followSearch = useCallback(
    (next: SearchState, history: SearchHistory) => setParams(paramsOfSearch(next), history),
    [setParams],
  );
  return (
    <div className="space-y-10">
      <header className="mx-auto max-w-3xl pt-4 text-center">
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">Find the domain your idea deserves</h1>
        <p className="mt-4 text-lg text-base-content/80">
          Estimated values, SEO and brand scores, and market signals for every name you consider.
        </p>
      </header>
      <AffiliateBanner slot={0} />
      {bulk ? (
        <section aria-labelledby="bulk-heading" className="space-y-4">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="bulk-heading" className="text-2xl font-semibold">
              Bulk check
            </h2>
            <Link href="/find-domains" className="link">
              Search by keyword instead
            </Link>
          </div>
          <Suspense fallback={<Spinner label="Loading bulk check" />}>
            <BulkCheck />
          </Suspense>
        </section>
      ) : (
        <section aria-label="Search" className="space-y-8" onFocus={() => void loadSearchResults()}>
          <SearchForm current={search} onSearch={followSearch} />
          <p className="text-sm">
            <Link href="/find-domains?mode=bulk" className="link">
              Check up to 500 names at once
            </Link>
          </p>
          <SearchUrlNotice params={params} search={search} />
          {searching && (
            <Suspense fallback={<Spinner size="lg" label="Searching" />}>
              <SearchResults search={search} onOpen={onOpen} onPrimary={onPrimary} />
            </Suspense>
          )}
        </section>
      )}
      <div className="divider" />
      <ExpiringStrip onOpen={onOpen} />
      <PartnerPromotions />
      {dialogs}
    </div>
  );
}
