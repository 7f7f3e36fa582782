import { RING_SIZE_GUIDE_PATH } from '../../../../shared/ringSizes';

/** The FAQ's first version (decision 058): each question a heading, so it can be linked to. */
export const faqText = `The questions we are asked most often. Cannot find your answer? E-mail us at {shopEmail}.

## How much does delivery cost?

{deliveryMethods}

Your cart shows every option with its price and the day it should arrive before you check out. Our [Delivery Policy](/delivery-policy) says more.

## Can I return or exchange a piece?

Yes: you can return an unworn piece within {returnWindowDays} days of delivery for a refund. Engraved pieces, and pieces made to order or resized for you, cannot be returned unless they are faulty. Our [Returns](/returns-policy) page explains how.

## Is your jewellery hallmarked?

Yes. Every gold, silver and platinum piece above the legal exemption weight carries a UK assay office hallmark, your guarantee of its precious metal content. Our [hallmarking notice](/hallmarking) explains the marks.

## How do I find my ring size?

Visit us for a free fitting, or measure a ring that already fits and compare it with our [ring size guide](${RING_SIZE_GUIDE_PATH}). We use UK letter sizes; if a ring does not fit, we can usually resize it in our workshop.

## How can I pay?

Securely through PayPal, using your PayPal balance or a debit or credit card. Prices are in pounds sterling and include VAT where we charge it.

## Who can write a review?

Only customers who have received the piece they review. Our [Reviews Policy](/reviews-policy) explains how reviews are checked.

## How should I care for my jewellery?

Take rings off for the gym, gardening and washing up; keep pieces apart so they do not scratch each other; and clean them gently with warm soapy water and a soft brush. We are happy to clean and check your jewellery in the shop free of charge.
`;
