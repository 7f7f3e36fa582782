import { hideReasonLabels } from '../../../shared/reviewStatus';
import type { reviews } from '../../db/schema';

type ReviewRow = typeof reviews.$inferSelect;

/** How a reviewer is named in public: first name and the initial of the last ("Jane D."). */
export function reviewerName(fullName: string): string {
  const [first = '', ...rest] = fullName.trim().split(/\s+/);
  const last = rest.at(-1);
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first || 'A customer';
}

/**
 * A review as every reader sees it. Only a customer with a delivered order of the product can
 * write one, so every review is a verified purchase; the flag says so to shoppers and to clients.
 * `hidden` (why the owner hid it) reaches only the owner and the author: the public lists carry
 * published reviews only. `editedAt` is the author's last edit, never the owner's moderation.
 */
export function toReviewDto(row: ReviewRow, authorName: string) {
  return {
    _id: row.id,
    productId: row.productId,
    rating: row.rating,
    title: row.title,
    body: row.body,
    status: row.status,
    author: reviewerName(authorName),
    verifiedPurchase: true as const,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    hidden:
      row.status === 'hidden' && row.hiddenReason
        ? {
            reason: row.hiddenReason,
            label: hideReasonLabels[row.hiddenReason],
            note: row.hiddenNote,
            hiddenAt: (row.hiddenAt ?? row.updatedAt).toISOString(),
          }
        : null,
    reply:
      row.reply === null
        ? null
        : { body: row.reply, repliedAt: (row.repliedAt ?? row.updatedAt).toISOString() },
  };
}
export type ReviewDto = ReturnType<typeof toReviewDto>;
