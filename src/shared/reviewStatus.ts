/** A review is shown (published) or kept back by the owner for abuse (hidden). */
export const reviewStatuses = ['published', 'hidden'] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];

/**
 * Why the owner hid a review (decision 057): what the shop's reviews policy allows, and "other"
 * with the owner's own words. The author reads the label on the product page.
 */
export const hideReasons = [
  'abusive',
  'not-about-the-piece',
  'personal-details',
  'spam',
  'other',
] as const;
export type HideReason = (typeof hideReasons)[number];

export const hideReasonLabels: Record<HideReason, string> = {
  abusive: 'Abusive or offensive language',
  'not-about-the-piece': 'Not about the piece or the buying of it',
  'personal-details': 'Shares personal details',
  spam: 'Advertising or spam',
  other: 'Another reason',
};
