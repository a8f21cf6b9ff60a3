import { useEffect } from 'react';
import { Spinner } from '../ui/spinner.tsx';

/** Results the first screen should show before a paged list stops reading on its own. */
const MIN_FIRST_SCREEN = 6;
const AUTO_FOLLOW_UPS = 8;

/** What useSWRInfinite tells about cursor-paged answers. */
interface CursorPages<T> {
  data: T[] | undefined;
  size: number;
  setSize: (size: number) => unknown;
  isValidating: boolean;
}

/** The names of every page read so far; `more` when the last page has a cursor. */
export function pagesSoFar<T extends { domains: unknown[]; nextCursor: string | null }>(
  pages: CursorPages<T>,
) {
  const { data, size, isValidating } = pages;
  return {
    domains: (data ?? []).flatMap((page) => page.domains) as T['domains'],
    more: data?.at(-1)?.nextCursor != null,
    loadingMore: isValidating && data !== undefined && size > data.length,
  };
}

/**
 * A narrow filter may leave a page short while names remain (the API bounds each page's
 * scan): keep reading until the first screen has results or the follow-ups run out.
 */
export function useFollowShortPages<T extends { domains: unknown[]; nextCursor: string | null }>(
  pages: CursorPages<T>,
) {
  const { data, size, setSize, isValidating } = pages;
  const found = data?.reduce((n, page) => n + page.domains.length, 0) ?? 0;
  const shortOfFirstScreen =
    data !== undefined && found < MIN_FIRST_SCREEN && data.at(-1)?.nextCursor != null;
  useEffect(() => {
    if (shortOfFirstScreen && !isValidating && size === data?.length && size <= AUTO_FOLLOW_UPS)
      setSize(size + 1);
  }, [shortOfFirstScreen, isValidating, size, data?.length, setSize]);
}

/** The button that reads the next page. */
export function LoadMoreButton({ loading, onClick }: { loading: boolean; onClick: () => void }) {
  return (
    <div className="flex justify-center">
      <button type="button" className="btn btn-outline" disabled={loading} onClick={onClick}>
        {loading && <Spinner size="sm" />}
        Load more
      </button>
    </div>
  );
}
