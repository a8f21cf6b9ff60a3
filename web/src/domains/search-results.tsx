import { MAX_KEYWORD_LENGTH } from '@domainary/schema/contracts/domain-choices.ts';
import { type KeywordProblem, normaliseKeyword } from '@domainary/schema/keyword/normalise-keyword.ts';
import { Spinner } from '../ui/spinner.tsx';
import { browseKeyOf, browseOf } from './browse-mode.ts';
import { BrowseResults } from './browse-results.tsx';
import { CardGrid, type CardHandlers } from './card-grid.tsx';
import { LoadMoreButton, pagesSoFar, useFollowShortPages } from './cursor-pages.tsx';
import type { SearchState } from './domain-search-params.ts';
import { useDomainSearch, wasReplaced } from './domains-api.ts';
import { useLiveAvailability } from './live-availability.ts';
import { RequestFailed } from './request-failed.tsx';

function containingHeading(keyword: string): string {
  if (keyword.includes(' ')) return `Names with “${keyword.split(' ').join('” and “')}”`;
  return keyword.length < 3 ? `Names starting with “${keyword}”` : `Names containing “${keyword}”`;
}

/** Why a keyword sends nothing, and what to type instead. */
function KeywordHint({ problem }: { problem: KeywordProblem }) {
  return (
    <p role="status" className="py-4 text-center text-base-content/70">
      {problem === 'too-long'
        ? `That is too long for a domain name: a name holds at most ${MAX_KEYWORD_LENGTH} characters.`
        : 'Type a word or two with letters or digits, like “coffee shop”.'}
    </p>
  );
}

/**
 * What the search form asks for: with a keyword, the keyword search; without one, a browse
 * of the chosen listed status; otherwise nothing (a taken name is found by its keyword).
 */
export function SearchResults({ search, ...handlers }: { search: SearchState } & CardHandlers) {
  const browse = browseOf(search);
  // A new browse starts again from its first page, whatever was loaded of the previous one.
  if (browse)
    return <BrowseResults key={browseKeyOf(search, browse)} search={search} browse={browse} {...handlers} />;
  if (search.query.trim() === '') {
    return search.status === 'taken' ? (
      <p role="status" className="py-4 text-center text-base-content/70">
        Taken names are found by keyword: type one to see them.
      </p>
    ) : null;
  }
  return <KeywordResults search={search} {...handlers} />;
}

/**
 * The exact keyword under each extension first, then the names that contain it, a page at a
 * time.
 */
function KeywordResults({ search, ...handlers }: { search: SearchState } & CardHandlers) {
  const pages = useDomainSearch(search);
  const { data, error, size, setSize, isLoading } = pages;
  // Asked once the cards are on screen, so the search itself never waits for a registry.
  const checkedCandidates = useLiveAvailability(data?.[0]?.candidates ?? []);
  useFollowShortPages(pages);
  const problem = normaliseKeyword(search.query).problem;
  if (problem) return <KeywordHint problem={problem} />;
  if (error && !wasReplaced(error)) return <RequestFailed what="Search" error={error} />;
  if (!data) return <Spinner size="lg" label="Searching" />;
  const keyword = data[0]?.keyword ?? search.query;
  const candidates = checkedCandidates;
  const { domains, more, loadingMore } = pagesSoFar(pages);
  // While this search loads, `data` is still the previous search's: shown dimmed.
  return (
    <div className={`space-y-8 transition-opacity ${isLoading ? 'opacity-60' : ''}`} aria-busy={isLoading}>
      {isLoading && <Spinner size="sm" label="Updating results" />}
      {candidates.length > 0 && (
        <section aria-labelledby="exact-matches" className="space-y-3">
          <h2 id="exact-matches" className="text-xl font-semibold">
            Exact matches for “{keyword}”
          </h2>
          <CardGrid domains={candidates} {...handlers} />
        </section>
      )}
      <section aria-labelledby="containing" className="space-y-3">
        <h2 id="containing" className="text-xl font-semibold">
          {containingHeading(keyword)}
        </h2>
        {domains.length === 0 && !more ? (
          <p className="py-8 text-center text-base-content/70">No domains found</p>
        ) : (
          <CardGrid domains={domains} {...handlers} />
        )}
        {more && <LoadMoreButton loading={loadingMore} onClick={() => setSize(size + 1)} />}
      </section>
    </div>
  );
}
