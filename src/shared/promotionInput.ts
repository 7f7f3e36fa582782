import { materials } from './constants';
import { fromLondonWallClock } from './londonTime';
import { numberInput, poundsInput } from './numbers';
import { placeOrderInput } from './orders';
import { deliveryKinds } from './delivery';
import { CODE_PATTERN, normaliseCode, promotionKinds, promotionScopes } from './promotions';
import { z } from './zod';

const count = (label: string) =>
  numberInput(
    label,
    z
      .number()
      .int(`${label} must be a whole number`)
      .min(1, `${label} must be at least 1`)
      .max(1_000_000, `${label} must be at most 1,000,000`),
  );

/** A London clock time as a datetime-local field holds it ('2027-03-01T09:00'). */
const londonTime = (label: string) =>
  z.string().refine((t) => fromLondonWallClock(t) !== null, `${label} must be a date and time`);

/**
 * A promotion as the owner writes it in Admin → Promotions: money in pounds, times on London's
 * clock. `code` empty or null makes it an automatic offer; `value` is the percentage (1–100) or
 * the pounds off, and is not used for free delivery.
 */
export const promotionInput = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'Name is required')
      .max(80, 'Name must be at most 80 characters'),
    code: z
      .string()
      .transform(normaliseCode)
      .refine(
        (c) => c === '' || CODE_PATTERN.test(c),
        'Code must be 3 to 30 letters, digits, - or _',
      )
      .transform((c) => (c === '' ? null : c))
      .nullable()
      .default(null),
    kind: z.enum(promotionKinds, { error: 'Choose what the promotion gives' }),
    value: poundsInput('Amount').default(0),
    scope: z
      .enum(promotionScopes, { error: 'Choose what the promotion applies to' })
      .default('all'),
    scopeIds: z.array(z.string().trim().min(1).max(40)).max(200).default([]),
    minSpend: poundsInput('Minimum spend').nullable().default(null),
    startsAt: londonTime('Start'),
    endsAt: londonTime('End').nullable().default(null),
    usageLimit: count('Total uses').nullable().default(null),
    perCustomerLimit: count('Uses per customer').nullable().default(null),
    excludeSale: z.boolean().default(false),
  })
  .superRefine((p, issue) => {
    const add = (path: string, message: string) =>
      issue.addIssue({ code: 'custom', path: [path], message });
    if (p.kind === 'percent' && (p.value < 1 || p.value > 100 || !Number.isInteger(p.value))) {
      add('value', 'Percentage must be a whole number from 1 to 100');
    }
    if (p.kind === 'amount' && p.value <= 0) add('value', 'Amount off must be more than £0');
    if (p.scope !== 'all' && p.scopeIds.length === 0) {
      add('scopeIds', 'Choose at least one');
    }
    if (
      p.scope === 'materials' &&
      p.scopeIds.some((m) => !(materials as readonly string[]).includes(m))
    ) {
      add('scopeIds', `Metals must be among ${materials.join(', ')}`);
    }
    const starts = fromLondonWallClock(p.startsAt);
    const ends = p.endsAt === null ? null : fromLondonWallClock(p.endsAt);
    if (starts && ends && ends <= starts) add('endsAt', 'End must be after the start');
  });
export type PromotionInput = z.input<typeof promotionInput>;
export type PromotionFields = z.output<typeof promotionInput>;

/** The checkout's code box: what a shopper types (checked against the shop's codes on the server). */
export const discountCodeInput = z
  .string()
  .trim()
  .min(1, 'Enter a discount code')
  .max(40, 'That is not a discount code');

/** The cart or checkout asks what its lines would get off (priced on the server). */
export const discountPreviewInput = z.object({
  code: z.string().trim().max(40, 'That is not a discount code').optional(),
  items: placeOrderInput.shape.orderItems,
  /** The delivery charge the shopper is shown, in pounds: what free delivery would take off. */
  delivery: numberInput('delivery', z.number().min(0).max(100_000)).default(0),
  /** Where the order goes and how: an export is priced without UK VAT (decision 060). */
  country: placeOrderInput.shape.shippingAddress.shape.country.optional(),
  deliveryKind: z.enum(deliveryKinds).optional(),
});
