/** The Delivery policy's first version (decision 058). */
export const deliveryText = `We pack every piece in its box, check it in our workshop and send it tracked. These are the ways we deliver, and what they cost:

{deliveryMethods}

## When your order arrives

Your cart and checkout show the day your order should arrive, or be ready to collect, before you pay, and your order confirmation keeps it. Orders paid before the cut-off time on a working day leave us the same day; pieces being engraved, resized or made to order take the extra days shown on the product page. Bank holidays are not working days.

## Insurance and signatures

Royal Mail carries jewellery worth more than £100 only by Special Delivery with cover bought to its value, so we send such pieces that way or by insured courier, signed for on delivery. Every parcel is insured by us until it is delivered to you or to someone you named.

## Collecting from the shop

If you choose to collect, we e-mail you when your order is ready. Please bring photo ID and the collection code shown on your order's page.

## If something goes wrong

If your parcel has not arrived by its expected day, please contact us on {shopEmail} and we will trace it with the carrier. If we have not delivered within 30 days of your order, you may cancel and we refund you in full. Our [Terms of Sale](/terms) and [Returns](/returns-policy) pages explain your rights.
`;
