import { Spinner } from '../ui/spinner.tsx';
import { type Browse, browseHeading } from './browse-mode.ts';
import { CardGrid, type CardHandlers } from './card-grid.tsx';
import { LoadMoreButton, pagesSoFar, useFollowShortPages } from './cursor-pages.tsx';
import type { SearchState } from './domain-search-params.ts';
import { useListedBrowse, wasReplaced } from './domains-api.ts';
import { RequestFailed } from './request-failed.tsx';

/** The listed names of one status, without a keyword, with the form's filters, a page at a time. */
export function BrowseResults({
  search,
  browse,
  ...handlers
}: { search: SearchState; browse: Browse } & CardHandlers) {
  const pages = useListedBrowse(search, browse);
  const { data, error, size, setSize, isLoading } = pages;
  useFollowShortPages(pages);
  if (error && !wasReplaced(error)) return <RequestFailed what="Browsing" error={error} />;
  if (!data) return <Spinner size="lg" label="Loading names" />;
  const { domains, more, loadingMore } = pagesSoFar(pages);
  return (
    <section
      aria-labelledby="browse-heading"
      aria-busy={isLoading}
      className={`space-y-3 transition-opacity ${isLoading ? 'opacity-60' : ''}`}
    >
      <h2 id="browse-heading" className="text-xl font-semibold">
        {browseHeading(browse)}
      </h2>
      {browse.sortBy === 'ending' && (
        <p className="text-sm text-base-content/70">
          {browse.status === 'auction'
            ? 'Auctions with a known end date first; then those whose end date is not known, by value.'
            : 'By drop date; names whose date has passed are left out.'}
        </p>
      )}
      {domains.length === 0 && !more ? (
        <p className="py-8 text-center text-base-content/70">No names match these filters.</p>
      ) : (
        <CardGrid domains={domains} {...handlers} />
      )}
      {more && <LoadMoreButton loading={loadingMore} onClick={() => setSize(size + 1)} />}
    </section>
  );
}
