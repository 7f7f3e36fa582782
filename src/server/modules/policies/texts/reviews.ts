/** The Reviews policy's first version (decision 058): honest reviews, as the DMCC Act 2024 asks. */
export const reviewsText = `Reviews on {shopName} are written by our customers, about pieces they have bought from us. This page explains who can review, how we check reviews and what we never do.

## Who can review

Only a verified buyer: a customer whose order with that piece has been delivered or collected can review it, once, from their account. Each review shows the name the customer gave. You may edit your own review at any time.

## What we publish

We publish every review as it was written, good or bad, and our star ratings are the average of the published reviews. A piece without reviews says "No reviews yet"; we never show a rating that no customer gave.

## Hiding a review

We hide a review only if it breaks these rules: it is abusive, offensive or discriminatory; it contains someone's personal details; it is not about the piece or the buying of it (for example, spam or advertising); or it is not genuine. Every review we hide is recorded with its reason. We never hide a review because it is negative.

## No incentives

We do not pay for reviews, offer discounts, gifts or prize draws for them, or ask friends, family or staff to write them. We do not write reviews ourselves.

## Our replies

We may reply publicly to a review, for example to thank a customer or to explain how we put a problem right. Our reply is shown under the review and marked as the shop's.

## Questions

If you think a review breaks these rules, or that yours was hidden wrongly, e-mail us at {shopEmail}.
`;
