/** A review is shown (published) or kept back by the owner for abuse (hidden). */
export const reviewStatuses = ['published', 'hidden'] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];
