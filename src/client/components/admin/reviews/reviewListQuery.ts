import type { AdminReviewListInput } from '../../../../shared/reviews';

/** The Reviews screen's filters, read from and written to its address (so a view can be shared). */
export interface AdminReviewQuery {
  rating: '' | '1' | '2' | '3' | '4' | '5';
  status: '' | 'published' | 'hidden';
  page: number;
}

export const ratingFilters = [
  { value: '', label: 'All ratings' },
  ...[5, 4, 3, 2, 1].map((n) => ({
    value: String(n),
    label: `${n} ${n === 1 ? 'star' : 'stars'}`,
  })),
] as const;

export const statusFilters = [
  { value: '', label: 'All statuses' },
  { value: 'published', label: 'Published' },
  { value: 'hidden', label: 'Hidden' },
] as const;

export function readReviewQuery(params: URLSearchParams): AdminReviewQuery {
  const rating = params.get('rating') ?? '';
  const status = params.get('status') ?? '';
  const page = Number(params.get('page'));
  return {
    rating: /^[1-5]$/.test(rating) ? (rating as AdminReviewQuery['rating']) : '',
    status: status === 'published' || status === 'hidden' ? status : '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function reviewQueryParams(q: AdminReviewQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (q.rating) params.set('rating', q.rating);
  if (q.status) params.set('status', q.status);
  if (q.page > 1) params.set('page', String(q.page));
  return params;
}

export const toListInput = (q: AdminReviewQuery): AdminReviewListInput => ({
  ...(q.rating ? { rating: Number(q.rating) } : {}),
  ...(q.status ? { status: q.status } : {}),
  page: q.page,
});
