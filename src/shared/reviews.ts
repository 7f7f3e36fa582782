/** Review input schemas (zod): the server's, and the review form's through client/lib/schemas. */
import { z } from './zod';
import { idSchema } from './catalog';
import { numberInput } from './numbers';
import { hideReasons, reviewStatuses } from './reviewStatus';

/** A customer's review as written: 1-5 stars, a title and the text. */
export const reviewInput = z.object({
  rating: z
    .number({ error: 'Choose a rating from 1 to 5 stars' })
    .int()
    .min(1, 'Choose a rating from 1 to 5 stars')
    .max(5, 'Choose a rating from 1 to 5 stars'),
  title: z.string().trim().min(1, 'Please give your review a title').max(120),
  body: z
    .string()
    .trim()
    .min(1, 'Please write a few words about the piece')
    .max(4000, 'Please keep your review under 4,000 characters'),
});
export type ReviewInput = z.input<typeof reviewInput>;

export const writeReviewInput = reviewInput.extend({ productId: idSchema });
export const editReviewInput = reviewInput.extend({ id: idSchema });

const pageNumber = (label: string) =>
  numberInput(
    label,
    z
      .number()
      .int(`${label} must be a whole number`)
      .min(1, `${label} must be 1 or more`)
      .max(10_000, `${label} must be at most 10,000`),
  ).default(1);

export const productReviewsInput = z.object({
  productId: idSchema,
  /** The page (1-based); named cursor so the client can page with an infinite query. */
  cursor: pageNumber('cursor'),
});

export const adminReviewListInput = z.object({
  rating: numberInput(
    'rating',
    z
      .number()
      .int('rating must be 1 to 5')
      .min(1, 'rating must be 1 to 5')
      .max(5, 'rating must be 1 to 5'),
  ).optional(),
  status: z.enum(reviewStatuses).optional(),
  page: pageNumber('page'),
});
export type AdminReviewListInput = z.input<typeof adminReviewListInput>;

const moderationFields = z.object({
  status: z.enum(reviewStatuses, { error: "status must be 'published' or 'hidden'" }),
  /** Required to hide (decision 057); ignored when publishing. */
  reason: z.enum(hideReasons, { error: 'Choose why the review is hidden' }).optional(),
  note: z.string().trim().max(500, 'Please keep the note under 500 characters').default(''),
});

/** Hiding says why: one of the reasons, and the owner's words when it is "another reason". */
function hidingSaysWhy<T extends z.output<typeof moderationFields>>(
  value: T,
  ctx: z.RefinementCtx<T>,
) {
  if (value.status !== 'hidden') return;
  if (!value.reason) {
    ctx.addIssue({ code: 'custom', path: ['reason'], message: 'Choose why the review is hidden' });
  } else if (value.reason === 'other' && !value.note) {
    ctx.addIssue({ code: 'custom', path: ['note'], message: 'Say why the review is hidden' });
  }
}

/** REST's body of `PUT /api/admin/reviews/:id`. */
export const reviewModeration = moderationFields.superRefine(hidingSaysWhy);
export const moderateReviewInput = moderationFields
  .extend({ id: idSchema })
  .superRefine(hidingSaysWhy);
export type ModerateReviewInput = z.input<typeof moderateReviewInput>;

/** The shop's public answer to a review (decision 057): plain text, shown escaped. */
export const reviewReplyInput = z.object({
  reply: z
    .string()
    .trim()
    .min(1, 'Please write your reply')
    .max(2000, 'Please keep your reply under 2,000 characters'),
});
export const replyToReviewInput = reviewReplyInput.extend({ id: idSchema });
