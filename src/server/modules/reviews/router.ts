import { editReviewInput, productReviewsInput, writeReviewInput } from '../../../shared/reviews';
import { z } from '../../../shared/zod';
import { idSchema } from '../../../shared/catalog';
import { authedProcedure, publicProcedure, router } from '../../trpc/trpc';
import { findReviewInvites } from './invites';
import { editReview, findMyReview, findPublishedReviews, writeReview } from './service';

export const reviewsRouter = router({
  /** A product's published reviews and rating summary, a page at a time. */
  list: publicProcedure
    .meta({ cache: 'public' })
    .input(productReviewsInput)
    .query(({ ctx, input }) => findPublishedReviews(ctx, input.productId, input.cursor)),
  /** The pieces of the customer's delivered order they have not reviewed yet (decision 057). */
  invites: authedProcedure
    .input(z.object({ orderId: idSchema }))
    .query(({ ctx, input }) => findReviewInvites(ctx.db, ctx.user.id, input.orderId)),
  mine: authedProcedure
    .input(z.object({ productId: idSchema }))
    .query(({ ctx, input }) => findMyReview(ctx, ctx.user.id, input.productId)),
  create: authedProcedure
    .input(writeReviewInput)
    .mutation(({ ctx, input: { productId, ...fields } }) =>
      writeReview(ctx, ctx.user.id, productId, fields),
    ),
  update: authedProcedure
    .input(editReviewInput)
    .mutation(({ ctx, input: { id, ...fields } }) => editReview(ctx.db, ctx.user.id, id, fields)),
});
