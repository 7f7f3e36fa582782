import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { pageLinks } from './pageLinks';

const item =
  'inline-flex h-9 min-w-8 items-center justify-center gap-1 rounded-md px-2 text-sm tabular-nums sm:min-w-9 sm:px-2.5';
const idle = `${item} text-stone hover:bg-pearl hover:text-ink`;

/**
 * Spec §2's admin pagination as links (each page has its address): Previous, the first page, a
 * window of 5 pages with ellipses where pages are skipped, the last page, Next.
 */
export function AdminPagination({
  page,
  pages,
  hrefFor,
  label = 'Pagination',
}: {
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
  label?: string;
}) {
  if (pages <= 1) return null;
  const links = pageLinks(page, pages);
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-center gap-0.5 sm:gap-1">
      <Step to={page > 1 ? hrefFor(page - 1) : null} rel="prev">
        <ChevronLeft className="size-4" aria-hidden />
        <span className="max-sm:sr-only">Previous</span>
      </Step>
      {links.map((link) =>
        link.kind === 'gap' ? (
          <span key={link.key} aria-hidden className={`${item} text-stone`}>
            …
          </span>
        ) : link.page === page ? (
          <span
            key={link.page}
            aria-current="page"
            className={`${item} bg-ink font-medium text-ivory`}
          >
            <span className="sr-only">Page </span>
            {link.page}
          </span>
        ) : (
          <Link
            key={link.page}
            to={hrefFor(link.page)}
            aria-label={pageName(link.page, pages)}
            className={idle}
          >
            {link.page}
          </Link>
        ),
      )}
      <Step to={page < pages ? hrefFor(page + 1) : null} rel="next">
        <span className="max-sm:sr-only">Next</span>
        <ChevronRight className="size-4" aria-hidden />
      </Step>
    </nav>
  );
}

/** 'Page 3' to a screen reader, and which end the first and last pages are. */
const pageName = (page: number, pages: number) =>
  `Page ${page}${page === 1 ? ', first page' : page === pages ? ', last page' : ''}`;

/** Previous or Next: a link, or shown greyed out at either end. */
function Step({
  to,
  rel,
  children,
}: {
  to: string | null;
  rel: 'prev' | 'next';
  children: ReactNode;
}) {
  if (to === null) {
    return (
      <span aria-disabled="true" className={`${item} cursor-not-allowed text-stone/50`}>
        {children}
      </span>
    );
  }
  return (
    <Link to={to} rel={rel} className={idle}>
      {children}
    </Link>
  );
}
