/** The reviews module's front door: code outside `modules/reviews` imports it only from here. */
export { reviewsRouter } from './router';
export { adminReviewsRouter } from './adminRouter';
export { reviewsRest } from './rest';
export type { ReviewDto } from './reviewDto';
export { findNewReviews } from './newReviews';
export { findReviewInvites, type ReviewInvite } from './invites';
