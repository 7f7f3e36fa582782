import { Link } from 'react-router';
import { formatDateGB } from '../../../../shared/londonTime';
import type { RouterOutputs } from '../../../lib/trpc';
import { ButtonSpinner } from '../../ui/Spinner';
import { Stars } from '../../ui/Stars';
import { ReviewReply } from './ReviewReply';

export type AdminReview = RouterOutputs['admin']['reviews']['list']['reviews'][number];

/**
 * Newest first: the stars, the words, who wrote them about what, why a hidden one was hidden, the
 * shop's reply, and Publish or Hide. "(edited)" is the author's own edit, never the owner's.
 */
export function ReviewsTable({
  reviews,
  pendingId,
  onModerate,
}: {
  reviews: AdminReview[];
  pendingId: string | null;
  onModerate: (review: AdminReview, status: 'published' | 'hidden') => void;
}) {
  return (
    <ul className="divide-y divide-ink/10 rounded-lg bg-white shadow-sm ring-1 ring-ink/5">
      {reviews.map((review) => {
        const hidden = review.status === 'hidden';
        return (
          <li
            key={review._id}
            aria-label={`Review: ${review.title}`}
            className="grid gap-3 p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:gap-6 sm:p-5"
          >
            <div className="min-w-0 space-y-1.5">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <Stars rating={review.rating} />
                <span
                  className={`rounded-full px-2 py-0.5 text-[11px] font-semibold tracking-wide uppercase ${
                    hidden ? 'bg-red-50 text-red-800' : 'bg-emerald-50 text-emerald-800'
                  }`}
                >
                  {hidden ? 'Hidden' : 'Published'}
                </span>
              </div>
              <p className="font-display text-lg leading-snug">{review.title}</p>
              <p className="text-sm whitespace-pre-line text-ink/90">{review.body}</p>
              <p className="text-xs text-stone">
                {review.customer.name} ({review.customer.email}) on{' '}
                <Link to={`/product/${review.product._id}`} className="underline hover:text-ink">
                  {review.product.name}
                </Link>
                , {formatDateGB(review.createdAt)}
                {review.editedAt && ` (edited by its author ${formatDateGB(review.editedAt)})`}
              </p>
              {review.hidden && (
                <p className="rounded bg-red-50 px-3 py-2 text-xs text-red-900">
                  Hidden {formatDateGB(review.hidden.hiddenAt)}: {review.hidden.label}
                  {review.hidden.note && ` – “${review.hidden.note}”`}
                </p>
              )}
              <ReviewReply review={review} />
            </div>
            <div className="sm:self-center">
              <button
                type="button"
                className={hidden ? 'btn-primary py-2' : 'btn-outline py-2'}
                disabled={pendingId === review._id}
                onClick={() => onModerate(review, hidden ? 'published' : 'hidden')}
                aria-label={`${hidden ? 'Publish' : 'Hide'} review: ${review.title}`}
              >
                {pendingId === review._id && <ButtonSpinner />}
                {hidden ? 'Publish' : 'Hide'}
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
