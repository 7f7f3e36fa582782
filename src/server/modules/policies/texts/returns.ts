import { CANCELLATION_FORM_PATH } from '../../../../shared/cancellationForm';

/** The Returns policy's first version (decision 058). */
export const returnsText = `If a piece is not right for you, you can send it back. This page explains how; our [Terms of Sale](/terms) give the full detail.

## Changed your mind?

You may return an unworn piece within **{returnWindowDays} days of delivery** for a refund, without giving a reason. The law (the Consumer Contracts Regulations 2013) gives you at least 14 days from delivery to cancel, and you may also cancel at any time before your order arrives.

1. Open your order from My Orders and press **Return items** (or **Cancel order** if it has not been sent yet). You can also send us the [model cancellation form](${CANCELLATION_FORM_PATH}) or e-mail {shopEmail}.
2. Send the piece back within 14 days of telling us, in its box with its certificate, if it came with one. You pay the postage; please send it insured and keep your receipt of posting.
3. We refund the price and the standard delivery charge you paid, to the way you paid, within 14 days of receiving the piece (or your proof of sending it, if that comes first).

We may take off the loss in value of a piece that has been worn, resized elsewhere or damaged.

## Pieces we cannot take back

Because they are made for you, we cannot take back **engraved pieces**, or pieces **made to order or resized** to the size you chose, unless they are faulty.

## Faulty pieces

If a piece is faulty or not as described, the Consumer Rights Act 2015 protects you: within 30 days of delivery you may reject it for a full refund; within six months we repair or replace it, or refund you if that is not possible; after that you may still claim for up to six years. For a faulty piece we pay the return postage and refund the delivery charge too. Please get in touch first, so we can arrange a prepaid, insured return.

## Exchanges

To change a size or a piece, return it as above and place a new order: that way the piece you want is kept for you straight away.
`;
