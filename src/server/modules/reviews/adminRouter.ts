import { idSchema } from '../../../shared/catalog';
import {
  adminReviewListInput,
  moderateReviewInput,
  replyToReviewInput,
} from '../../../shared/reviews';
import { z } from '../../../shared/zod';
import { adminProcedure, router } from '../../trpc/trpc';
import {
  findReviewsForAdmin,
  moderateReview,
  removeReviewReply,
  replyToReview,
} from './adminReviews';

export const adminReviewsRouter = router({
  list: adminProcedure
    .input(adminReviewListInput)
    .query(({ ctx, input }) => findReviewsForAdmin(ctx.db, input)),
  moderate: adminProcedure
    .input(moderateReviewInput)
    .mutation(({ ctx, input }) => moderateReview(ctx.db, input)),
  reply: adminProcedure
    .input(replyToReviewInput)
    .mutation(({ ctx, input }) => replyToReview(ctx.db, input)),
  removeReply: adminProcedure
    .input(z.object({ id: idSchema }))
    .mutation(({ ctx, input }) => removeReviewReply(ctx.db, input.id)),
});
