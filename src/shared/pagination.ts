import { PAGINATION_WINDOW } from './constants';

/** Up to `size` consecutive page numbers around the current one, sliding at the ends. */
export function pageWindow(current: number, pages: number, size = PAGINATION_WINDOW): number[] {
  if (pages < 1) return [];
  const first = Math.max(1, Math.min(current - Math.floor(size / 2), pages - size + 1));
  const last = Math.min(pages, first + size - 1);
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

/** 'Showing X-Y of N' bounds for a page. */
export function showingRange(page: number, limit: number, total: number) {
  if (total === 0) return { from: 0, to: 0 };
  return { from: (page - 1) * limit + 1, to: Math.min(page * limit, total) };
}
