import { CANCELLATION_FORM_PATH } from '../../../../shared/cancellationForm';

/** The Terms of Sale's first version (decision 058): a UK consumer sale at a distance. */
export const termsText = `These terms apply to every order you place with {shopName} on this website. Please read them before you order. Each order's confirmation links to the version of these terms it was placed under.

## Who we are

We are {shopName}, {shopAddress}. You can reach us by e-mail at {shopEmail} or by telephone on {shopPhone}. {vatNumber}

## Your order and our contract

When you place an order, your order page shows it straight away and we e-mail you once it is paid. Our contract is made when your payment is taken and we confirm your order. If we cannot accept an order (a piece has sold out, or its price or description was wrong), we tell you before sending anything and refund everything you paid.

## Prices and payment

Prices are in pounds sterling and include VAT where we charge it. The delivery charge, and any engraving or gift wrap, is shown before you pay. You pay through PayPal, with your PayPal balance or a debit or credit card (and PayPal Pay in 3 where it is offered); we never see or keep your card details.

## Delivery

{deliveryMethods}

Your cart and checkout show the day your order should arrive before you pay. If we have not delivered within 30 days of your order, or by a date we agreed was essential, you may cancel and we refund you in full. The piece is yours, and at your risk, once it has been delivered to you or to someone you named. Our [Delivery Policy](/delivery-policy) says more.

## Your right to cancel

Under the Consumer Contracts (Information, Cancellation and Additional Charges) Regulations 2013 you may cancel your order, for any reason, from the moment you place it until 14 days after the day you (or someone you named) receive it. If your order comes in several parcels, the 14 days run from the day the last one arrives. We go further: you may return an unworn piece within **{returnWindowDays} days of delivery**.

To cancel, tell us clearly: press "Cancel order" or "Return items" on your order's page, send us the [model cancellation form](${CANCELLATION_FORM_PATH}), or e-mail {shopEmail}. Then send the piece back to us within 14 days of telling us. Unless the piece is faulty, you pay the cost of sending it back; please send it insured, as it remains your responsibility until it reaches us.

We refund the price and the standard delivery charge you paid (not the extra cost of a faster delivery you chose) to the way you paid, with no fee, within 14 days of receiving the piece back, or of your proof that you sent it, whichever comes first. If you cancel before the piece has been sent, we refund you within 14 days of your telling us. We may reduce a refund by the loss in value if a piece has been handled more than you would need to examine it in a shop, for example worn, resized elsewhere or damaged.

**Pieces made for you.** The right to cancel does not apply to pieces made to your specifications or clearly personalised: engraved pieces, and pieces made to order or resized to the size you chose. Your rights if such a piece is faulty are unaffected.

## If something is wrong with your piece

The Consumer Rights Act 2015 says goods must be as described, fit for purpose and of satisfactory quality. If they are not:

- **Within 30 days of delivery** you may reject the piece for a full refund (the short-term right to reject).
- **Within six months** you may ask us to repair or replace it. If that is impossible, or fails, you may have a price reduction or reject it for a refund. A fault that shows within six months is taken to have been there on delivery unless we show otherwise.
- **After six months** you may still claim, but may need to show the fault was there on delivery. You can claim for up to six years after delivery (five years from noticing the fault in Scotland).

For a faulty piece we pay the cost of returning it and refund the delivery charge too, within 14 days of agreeing you are owed a refund. Knocks, scratches and wear from everyday use are not faults. These rights are yours in law; nothing in these terms takes them away.

## Hallmarking

Every gold, silver and platinum piece we sell above the exemption weights is hallmarked by a UK assay office. Our [hallmarking notice](/hallmarking) explains the marks.

## Our responsibility to you

We are responsible for loss or damage you suffer that is a foreseeable result of our breaking these terms or of our negligence. We are not responsible for losses that were not foreseeable, nor for business losses: our pieces are sold for private use. Nothing here limits our liability for death or personal injury caused by our negligence, for fraud, or for your legal rights as a consumer.

## Complaints and the law

If you are unhappy, please contact us first and we will do our best to put things right. If we cannot agree, we will tell you of an alternative dispute resolution service, and you may also go to court. These terms are governed by the law of England and Wales; if you live in Scotland or Northern Ireland you may also bring a claim in your own courts.
`;
