import { z } from './zod';
import { idSchema } from './catalog';
import { OrderStatus } from './orderStatus';
import { ESTIMATED_DELIVERY_DAYS, MAX_LINE_QUANTITY, MAX_ORDER_LINES } from './constants';
import { addDays, londonDay } from './londonTime';
import type { DeliveryKind } from './delivery';
import { giftInput, lineEngravingInput } from './engravingInput';

const choiceText = z.string().trim().min(1).max(50);

/**
 * A line's choice as a client sends it: at most a handful of option → value pairs. Here, not
 * beside the helpers in variations.ts, which the storefront's first download uses without zod.
 */
export const variationChoiceSchema = z
  .record(choiceText, choiceText, { error: 'variation must be an object such as { "Size": "N" }' })
  .refine((choice) => Object.keys(choice).length <= 10, 'variation holds at most 10 options');

/** Spec §5's checkout country options; the first is the default. */
export const checkoutCountries = [
  'United Kingdom',
  'United States',
  'Canada',
  'Australia',
  'Germany',
  'France',
] as const;

const required = (label: string, max = 120) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const country = z.enum(checkoutCountries, {
  error: `Country must be one of ${checkoutCountries.join(', ')}`,
});

/** The checkout's shipping form (spec §3): the billing form without e-mail and phone. */
export const shippingFormSchema = z.object({
  firstName: required('First name', 60),
  lastName: required('Last name', 60),
  // Named as the form's labels name them, so an error reads like the field it is under.
  address: required('Street address', 200),
  city: required('Town / City', 80),
  state: required('State / County', 80),
  postcode: required('Postcode', 20),
  country,
});
export type ShippingForm = z.infer<typeof shippingFormSchema>;

/** The checkout's billing form (spec §3, all fields required per §5). */
export const billingFormSchema = shippingFormSchema.extend({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .pipe(z.email('Please enter a valid email address')),
  phone: required('Phone', 30).regex(/^[+\d][\d\s()-]{5,}$/, 'Please enter a valid phone number'),
});
export type BillingForm = z.infer<typeof billingFormSchema>;

/**
 * Spec §7's order address: `address` is 'first last, street' as a §7 client writes it; our own
 * checkout also sends the parts.
 */
export const orderAddressSchema = z.object({
  address: required('Address', 300),
  city: required('City', 80),
  postalCode: required('Postcode', 20),
  country,
  firstName: z.string().trim().max(60).optional(),
  lastName: z.string().trim().max(60).optional(),
  state: z.string().trim().max(80).optional(),
});
export type OrderAddress = z.infer<typeof orderAddressSchema>;

export const quantitySchema = z
  .number({ error: 'Quantity must be a whole number' })
  .int('Quantity must be a whole number')
  .min(1, 'Quantity must be at least 1')
  .max(MAX_LINE_QUANTITY, `Quantity must be at most ${MAX_LINE_QUANTITY}`);

/**
 * Spec §7's order payload. Only `product`, `qty` and `variation` are read from each line: names, images and
 * prices come from the database, and a `totalPrice`, `isPaid`, `status` or `user` a client sends
 * is dropped by this schema. A script's own checkout (spec §7's card form, which pays offline)
 * names its `paymentMethod` and the card's last four digits, which the order keeps; without one
 * the order is paid through the shop's checkout (PayPal or test mode).
 */
export const placeOrderInput = z.object({
  orderItems: z
    .array(
      z.object({
        product: idSchema,
        qty: quantitySchema,
        name: z.string().max(300).optional(),
        /** One value per option of a product that has options ({ "Size": "N" }). */
        variation: variationChoiceSchema.optional(),
        /** Text to engrave on each unit, where the product offers it (decision 056). */
        engraving: lineEngravingInput.optional(),
      }),
      { error: 'orderItems must be a list' },
    )
    .min(1, 'Your cart is empty')
    .max(MAX_ORDER_LINES, `An order can hold at most ${MAX_ORDER_LINES} lines`),
  shippingAddress: orderAddressSchema,
  billingAddress: billingFormSchema.optional(),
  paymentMethod: z
    .string()
    .trim()
    .min(1)
    .max(60, 'paymentMethod must be at most 60 characters')
    .optional(),
  paymentDetails: z
    .object({
      cardLast4: z
        .string()
        .regex(/^\d{4}$/, 'paymentDetails.cardLast4 must be the last 4 digits of the card, no more')
        .optional(),
    })
    .optional(),
  /**
   * The delivery method the shopper chose (decision 048); without one the order travels by the
   * first method the owner offers for it.
   */
  deliveryMethod: idSchema.optional(),
  /** "This is a gift": gift wrap at the shop's price and an optional message (decision 056). */
  gift: giftInput.optional(),
  /** A discount code the shopper typed (issue 30; any case); left out, only automatic offers apply. */
  discountCode: z.string().trim().max(40, 'That is not a discount code').optional(),
  /** One per checkout attempt: a retried Place Order answers the order it already made. */
  idempotencyKey: z
    .string()
    .regex(/^[\w-]{8,100}$/, 'idempotencyKey must be 8-100 letters, digits, - or _')
    .optional(),
  /** The unticked box "Send me news and offers by email" (decision 059); absent means no. */
  marketingOptIn: z.boolean().optional(),
});
export type PlaceOrderInput = z.infer<typeof placeOrderInput>;

/** 'ABCDEF12': the customer's order number (first 8 characters of the id). */
export const orderNumber = (id: string) => id.slice(0, 8).toUpperCase();
/** '#A1B2C3': the admin's short reference (last 6 characters). */
export const adminOrderRef = (id: string) => `#${id.slice(-6)}`;
/**
 * The part of the order id a typed order number stands for: either number as the shop shows it
 * (the customer's '#4AF5FE6E', the admin's '#0d79f8'), with or without the '#'.
 */
export const orderIdInSearch = (search: string) => search.trim().replace(/^#\s*/, '');
/** 'REC-ABCDEF123456': the receipt id (first 12 characters). */
export const receiptId = (id: string) => `REC-${id.slice(0, 12).toUpperCase()}`;

/** Spec §9: delivery is guaranteed 5 days after the order date (London days, as YYYY-MM-DD). */
export const estimatedDelivery = (orderDate: Date | string): string =>
  addDays(londonDay(orderDate), ESTIMATED_DELIVERY_DAYS);

/**
 * Spec §4's customer timeline: which of the four steps are green for a status. A collection from
 * the shop reads Ready to collect and Collected where a parcel reads Shipped and Delivered.
 */
export function progressSteps(status: string | null | undefined, kind: DeliveryKind = 'post') {
  const reached = (statuses: string[]) => !!status && statuses.includes(status);
  const [third, fourth] =
    kind === 'collection'
      ? ([OrderStatus.ReadyToCollect, OrderStatus.Collected] as const)
      : ([OrderStatus.Shipped, OrderStatus.Delivered] as const);
  return [
    { label: 'Confirmed', done: !!status },
    { label: 'Processing', done: reached([OrderStatus.Processing, third, fourth]) },
    {
      label: kind === 'collection' ? 'Ready to collect' : 'Shipped',
      done: reached([third, fourth]),
    },
    { label: kind === 'collection' ? 'Collected' : 'Delivered', done: reached([fourth]) },
  ];
}

/** Spec §4's customer list classification, by the order's flags. */
export type CustomerOrderClass = 'Delivered' | 'Shipping' | 'Processing';
export function classifyCustomerOrder(order: {
  isPaid: boolean;
  isDelivered: boolean;
}): CustomerOrderClass {
  if (order.isDelivered) return 'Delivered';
  return order.isPaid ? 'Shipping' : 'Processing';
}
