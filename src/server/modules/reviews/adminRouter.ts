import { adminReviewListInput, moderateReviewInput } from '../../../shared/reviews';
import { adminProcedure, router } from '../../trpc/trpc';
import { findReviewsForAdmin, moderateReview } from './adminReviews';

export const adminReviewsRouter = router({
  list: adminProcedure
    .input(adminReviewListInput)
    .query(({ ctx, input }) => findReviewsForAdmin(ctx.db, input)),
  moderate: adminProcedure
    .input(moderateReviewInput)
    .mutation(({ ctx, input }) => moderateReview(ctx.db, input)),
});
