import { pageWindow } from '../../../shared/pagination';

/** A page number to link, or a gap ('…') between the first or last page and the window. */
export type PageLink = { kind: 'page'; page: number } | { kind: 'gap'; key: 'start' | 'end' };

/**
 * Spec §2's admin pagination: a sliding window of 5 page numbers, with the first and last pages
 * linked outside it and an ellipsis wherever pages are skipped.
 */
export function pageLinks(current: number, pages: number): PageLink[] {
  const window = pageWindow(current, pages);
  const first = window[0];
  const last = window.at(-1);
  if (first === undefined || last === undefined) return [];
  const links: PageLink[] = window.map((page) => ({ kind: 'page', page }));
  if (first > 1) {
    links.unshift(
      { kind: 'page', page: 1 },
      ...(first > 2 ? [{ kind: 'gap', key: 'start' } as const] : []),
    );
  }
  if (last < pages) {
    links.push(...(last < pages - 1 ? [{ kind: 'gap', key: 'end' } as const] : []), {
      kind: 'page',
      page: pages,
    });
  }
  return links;
}
