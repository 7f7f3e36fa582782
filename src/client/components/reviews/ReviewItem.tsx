import { BadgeCheck } from 'lucide-react';
import { formatDateGB } from '../../../shared/londonTime';
import type { RouterOutputs } from '../../lib/trpc';
import { Stars } from '../ui/Stars';

export type Review = RouterOutputs['reviews']['list']['reviews'][number];

/** One published review: stars, title, text, who and when, and that they bought the piece. */
export function ReviewItem({ review }: { review: Review }) {
  return (
    <article className="space-y-2 py-5">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars rating={review.rating} />
        <h3 className="font-display text-lg leading-snug">{review.title}</h3>
      </div>
      <p className="text-sm leading-relaxed whitespace-pre-line text-ink/90">{review.body}</p>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-stone">
        <span>
          {review.author}, {formatDateGB(review.createdAt)}
        </span>
        {review.verifiedPurchase && (
          <span className="inline-flex items-center gap-1 font-medium text-emerald-700">
            <BadgeCheck className="size-3.5" aria-hidden />
            Verified purchase
          </span>
        )}
      </p>
    </article>
  );
}
