import {
  DEFAULT_ENGRAVING_CHARACTERS,
  DEFAULT_ENGRAVING_MAX_CHARACTERS,
  ENGRAVING_EXTRA_DAYS_LIMIT,
  ENGRAVING_MAX_CHARACTERS_LIMIT,
} from './engraving';
import { GIFT_MESSAGE_MAX_CHARACTERS } from './gifts';
import { numberInput } from './numbers';
import { z } from './zod';

const wholeNumber = (label: string, min: number, max: number) =>
  numberInput(
    label,
    z
      .number()
      .int(`${label} must be a whole number`)
      .min(min, `${label} must be at least ${min}`)
      .max(max, `${label} must be at most ${max}`),
  );

/**
 * What a product offers in the admin API (pounds): new to spec §7's payload, so optional on the
 * product (left out, it stays; null turns engraving off). A field of the offer left out takes the
 * default.
 */
export const engravingOfferInput = z.object({
  maxCharacters: wholeNumber('Engraving characters', 1, ENGRAVING_MAX_CHARACTERS_LIMIT).default(
    DEFAULT_ENGRAVING_MAX_CHARACTERS,
  ),
  allowedCharacters: z
    .string()
    .max(200, 'Allowed characters must be at most 200 characters')
    .refine((v) => v.trim() !== '', 'Allowed characters must hold at least one letter or mark')
    .transform((v) => [...new Set(v)].join(''))
    .default(DEFAULT_ENGRAVING_CHARACTERS),
  price: numberInput(
    'Engraving price',
    z
      .number()
      .min(0, 'Engraving price cannot be negative')
      .max(10_000, 'Engraving price must be at most 10,000'),
  ).default(0),
  extraDays: wholeNumber('Engraving days', 0, ENGRAVING_EXTRA_DAYS_LIMIT).default(0),
});
export type EngravingOfferInput = z.input<typeof engravingOfferInput>;

/**
 * A line's engraving as Place Order sends it: the text (trimmed) and the shopper's tick that an
 * engraved piece cannot be returned unless faulty, which the server requires.
 */
export const lineEngravingInput = z.object({
  text: z
    .string({ error: 'engraving.text must be the text to engrave' })
    .trim()
    .max(200, 'The engraving is too long'),
  acceptsNoReturns: z.boolean({ error: 'engraving.acceptsNoReturns must be true or false' }),
});

/** "This is a gift": wrap (the owner's price) and an optional message, kept for the owner. */
export const giftInput = z.object({
  message: z
    .string({ error: 'gift.message must be text' })
    .trim()
    .max(
      GIFT_MESSAGE_MAX_CHARACTERS,
      `The gift message can be at most ${GIFT_MESSAGE_MAX_CHARACTERS} characters`,
    )
    .default(''),
});
