import { MAX_KEYWORD_LENGTH } from '@domainary/schema/contracts/domain-choices.ts';
import type { DomainCandidate } from '@domainary/schema/contracts/domains.ts';
import { type KeywordProblem, normaliseKeyword } from '@domainary/schema/keyword/normalise-keyword.ts';
import { useEffect } from 'react';
import { serverMessageOf } from '../api/server-message.ts';
import { DomainCard } from './domain-card.tsx';
import type { SearchState } from './domain-search-params.ts';
import { useDomainSearch, wasReplaced } from './domains-api.ts';
import { fqdnOf } from './fqdn.ts';
import { useLiveAvailability } from './live-availability.ts';

/** Results the first screen should show before the search stops reading on its own. */
const MIN_FIRST_SCREEN = 6;
const AUTO_FOLLOW_UPS = 8;

type CardHandlers = { onOpen: (d: DomainCandidate) => void; onPrimary: (d: DomainCandidate) => void };

function CardGrid({ domains, ...handlers }: { domains: readonly DomainCandidate[] } & CardHandlers) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {domains.map((d) => (
        <li key={d.id ?? fqdnOf(d)}>
          <DomainCard domain={d} {...handlers} />
        </li>
      ))}
    </ul>
  );
}

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
 * The exact keyword under each extension first, then the names that contain it, a page at a
 * time. An empty keyword shows nothing and requests nothing.
 */
export function SearchResults({ search, ...handlers }: { search: SearchState } & CardHandlers) {
  const { data, error, size, setSize, isValidating, isLoading } = useDomainSearch(search);
  // Asked once the cards are on screen, so the search itself never waits for a registry.
  const checkedCandidates = useLiveAvailability(data?.[0]?.candidates ?? []);
  // A narrow filter may leave a page short while matches remain (the API bounds each page's
  // scan): keep reading until the first screen has results or the follow-ups run out.
  const found = data?.reduce((n, page) => n + page.domains.length, 0) ?? 0;
  const shortOfFirstScreen =
    data !== undefined && found < MIN_FIRST_SCREEN && data.at(-1)?.nextCursor != null;
  useEffect(() => {
    if (shortOfFirstScreen && !isValidating && size === data?.length && size <= AUTO_FOLLOW_UPS)
      setSize(size + 1);
  }, [shortOfFirstScreen, isValidating, size, data?.length, setSize]);
  if (search.query.trim() === '') return null;
  const problem = normaliseKeyword(search.query).problem;
  if (problem) return <KeywordHint problem={problem} />;
  if (error && !wasReplaced(error)) {
    // A 400 names what is wrong with the keyword or a filter; anything else is '<status>: <body or status text>'.
    const detail = serverMessageOf(error) ?? (error instanceof Error ? error.message : String(error));
    return (
      <div role="alert" className="alert alert-error">
        Search failed: {detail}
      </div>
    );
  }
  if (!data)
    return <span className="loading loading-spinner loading-lg" role="status" aria-label="Searching" />;
  const keyword = data[0]?.keyword ?? search.query;
  const candidates = checkedCandidates;
  const domains = data.flatMap((page) => page.domains);
  const more = data.at(-1)?.nextCursor != null;
  const loadingMore = isValidating && size > data.length;
  // While this search loads, `data` is still the previous search's: shown dimmed.
  return (
    <div className={`space-y-8 transition-opacity ${isLoading ? 'opacity-60' : ''}`} aria-busy={isLoading}>
      {isLoading && (
        <span className="loading loading-spinner loading-sm" role="status" aria-label="Updating results" />
      )}
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
        {more && (
          <div className="flex justify-center">
            <button
              type="button"
              className="btn btn-outline"
              disabled={loadingMore}
              onClick={() => setSize(size + 1)}
            >
              {loadingMore && <span className="loading loading-spinner loading-sm" />}
              Load more
            </button>
          </div>
        )}
      </section>
    </div>
  );
}
