import { ChevronLeft, ChevronRight } from 'lucide-react';
import { pageWindow } from '../../../shared/pagination';

const pageButton =
  'inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-full px-2 text-sm whitespace-nowrap transition-colors disabled:cursor-not-allowed disabled:opacity-40 sm:px-3';

/** On a phone Prev and Next are arrows (their words stay for screen readers), so one row fits 360 px. */
const arrowWord = 'sr-only sm:not-sr-only';

/** Prev, a sliding window of page numbers, Next; nothing when everything fits on one page. */
export function Pagination({
  page,
  pages,
  onChange,
}: {
  page: number;
  pages: number;
  onChange: (page: number) => void;
}) {
  if (pages <= 1) return null;
  return (
    <nav
      aria-label="Pagination"
      className="mt-12 flex flex-wrap items-center justify-center gap-1 sm:gap-1.5"
    >
      <button
        type="button"
        className={`${pageButton} hover:bg-pearl`}
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        <ChevronLeft className="size-4" aria-hidden />
        <span className={arrowWord}>Prev</span>
      </button>
      {pageWindow(page, pages).map((n) => (
        <button
          key={n}
          type="button"
          aria-current={n === page ? 'page' : undefined}
          className={`${pageButton} ${
            n === page
              ? 'bg-ink font-medium text-ivory'
              : 'text-stone hover:bg-pearl hover:text-ink'
          }`}
          onClick={() => onChange(n)}
        >
          {n}
        </button>
      ))}
      <button
        type="button"
        className={`${pageButton} hover:bg-pearl`}
        disabled={page >= pages}
        onClick={() => onChange(page + 1)}
      >
        <span className={arrowWord}>Next</span>
        <ChevronRight className="size-4" aria-hidden />
      </button>
    </nav>
  );
}
