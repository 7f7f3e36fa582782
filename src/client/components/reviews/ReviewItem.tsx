import { BadgeCheck, Store } from 'lucide-react';
import { formatDateGB } from '../../../shared/londonTime';
import type { RouterOutputs } from '../../lib/trpc';
import { useShopInfo } from '../layout/useShopInfo';
import { Stars } from '../ui/Stars';

export type Review = RouterOutputs['reviews']['list']['reviews'][number];

/**
 * One review: stars, title, text, who and when, that they bought the piece, and the shop's
 * public reply under it (decision 057), drawn as text like the review itself.
 */
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
      {review.reply && <ShopReply reply={review.reply} />}
    </article>
  );
}

function ShopReply({ reply }: { reply: NonNullable<Review['reply']> }) {
  const { info } = useShopInfo();
  return (
    <div className="mt-3 ml-4 border-l-2 border-gold/60 bg-pearl/60 py-3 pr-3 pl-4">
      <p className="flex items-center gap-1.5 text-xs font-semibold text-ink">
        <Store className="size-3.5 shrink-0 text-gold-dark" aria-hidden />
        <span>
          Reply from {info.shopName}
          <span className="font-normal text-stone">, {formatDateGB(reply.repliedAt)}</span>
        </span>
      </p>
      <p className="mt-1 text-sm leading-relaxed whitespace-pre-line text-ink/90">{reply.body}</p>
    </div>
  );
}
