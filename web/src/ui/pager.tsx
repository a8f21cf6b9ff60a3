import { ChevronLeft, ChevronRight } from 'lucide-react';
import { pagerItems } from './pager-items.ts';

/** Page buttons for a result list; the current page is marked for assistive tech too. */
export function Pager({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages" className="flex justify-center">
      <div className="join">
        <button
          type="button"
          className="join-item btn btn-sm"
          aria-label="Previous page"
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        >
          <ChevronLeft aria-hidden="true" size={16} />
        </button>
        {pagerItems(page, pages).map((item) =>
          item.kind === 'gap' ? (
            <span key={`gap-${item.after}`} className="join-item btn btn-sm btn-disabled" aria-hidden="true">
              …
            </span>
          ) : (
            <button
              key={item.page}
              type="button"
              className={`join-item btn btn-sm ${item.page === page ? 'btn-active btn-primary' : ''}`}
              aria-label={`Page ${item.page}`}
              aria-current={item.page === page ? 'page' : undefined}
              onClick={() => onPage(item.page)}
            >
              {item.page}
            </button>
          ),
        )}
        <button
          type="button"
          className="join-item btn btn-sm"
          aria-label="Next page"
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
        >
          <ChevronRight aria-hidden="true" size={16} />
        </button>
      </div>
    </nav>
  );
}
