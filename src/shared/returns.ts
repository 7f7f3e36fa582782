import { z } from './zod';
import { idSchema } from './catalog';
import { MAX_LINE_QUANTITY } from './constants';
import { addDays, formatLongDay, londonDay } from './londonTime';

/** The Consumer Contracts Regulations 2013: 14 days to cancel a distance purchase. */
export const DEFAULT_RETURN_WINDOW_DAYS = 14;

export const returnReasons = [
  { value: 'changed-mind', label: 'Changed my mind' },
  { value: 'wrong-size', label: 'Wrong size or fit' },
  { value: 'not-as-described', label: 'Not as described' },
  { value: 'damaged', label: 'Arrived damaged or faulty' },
  { value: 'other', label: 'Other' },
] as const;
export type ReturnReason = (typeof returnReasons)[number]['value'];
export const returnReasonValues = returnReasons.map((r) => r.value) as [
  ReturnReason,
  ...ReturnReason[],
];

/**
 * Reasons that say the piece is at fault: the only ones an engraved piece may come back for
 * (personalised goods are outside the right to cancel, CCR 2013 reg. 28(1)(b); a fault is not).
 */
export const faultReturnReasons: readonly ReturnReason[] = ['not-as-described', 'damaged'];
export const isFaultReason = (reason: string) =>
  (faultReturnReasons as readonly string[]).includes(reason);
export const engravedReturnMessage = (name: string) =>
  `"${name}" was engraved for you: engraved pieces can be returned only if they are faulty or not as described.`;

export const returnReasonLabel = (value: string) =>
  returnReasons.find((r) => r.value === value)?.label ?? value;

/** requested → received → refunding (the provider is being asked) → refunded. */
export const ReturnStatus = {
  Requested: 'requested',
  Received: 'received',
  Refunding: 'refunding',
  Refunded: 'refunded',
} as const;
export type ReturnStatus = (typeof ReturnStatus)[keyof typeof ReturnStatus];
export const returnStatuses = Object.values(ReturnStatus);

export const returnStatusLabel: Record<ReturnStatus, string> = {
  requested: 'Return requested',
  received: 'Return received',
  refunding: 'Refund in progress',
  refunded: 'Refunded',
};

/** A customer's return request: which lines of the order, how many of each, and why. */
export const requestReturnInput = z.object({
  items: z
    .array(
      z.object({
        orderItem: idSchema,
        qty: z
          .number({ error: 'Quantity must be a whole number' })
          .int('Quantity must be a whole number')
          .min(1, 'Quantity must be at least 1')
          .max(MAX_LINE_QUANTITY),
      }),
      { error: 'items must be a list' },
    )
    .min(1, 'Choose at least one item to return')
    .max(50),
  reason: z.enum(returnReasonValues, { error: 'Please choose a reason for the return' }),
  note: z.string().trim().max(1000, 'The note must be at most 1000 characters').default(''),
});
export type RequestReturnInput = z.input<typeof requestReturnInput>;

/**
 * The last day a return may be asked for: the window starts the day after delivery and lasts
 * `days` whole days (as the Regulations count it), so delivery on 25 November with 14 days gives
 * 9 December. Answered as YYYY-MM-DD in the shop's time zone.
 */
export const returnWindowLastDay = (deliveredAt: Date | string, days: number): string =>
  addDays(londonDay(deliveredAt), days);

export const isWithinReturnWindow = (deliveredAt: Date | string, days: number, now: Date) =>
  londonDay(now) <= returnWindowLastDay(deliveredAt, days);

export const returnWindowClosedMessage = (days: number, lastDay: string) =>
  `The ${days}-day return window for this order ended on ${formatLongDay(lastDay)}.`;
