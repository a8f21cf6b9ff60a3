import type { SearchState } from './domain-search-params.ts';
import { searchUrlNotices } from './search-url-notices.ts';

/** Says which parts of the link the form could not show as they were, and what it shows instead. */
export function SearchUrlNotice({ params, search }: { params: URLSearchParams; search: SearchState }) {
  const notices = searchUrlNotices(params, search);
  if (notices.length === 0) return null;
  return (
    <div
      role="status"
      className="rounded-box border border-warning bg-base-100 p-3 text-sm"
      data-search-url-notice="true"
    >
      <ul className="space-y-1">
        {notices.map((notice) => (
          <li key={notice}>{notice}</li>
        ))}
      </ul>
    </div>
  );
}
