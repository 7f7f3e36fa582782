import { z } from './zod';
import { londonDay } from './londonTime';

/**
 * Click & collect (issue 29). The code the customer shows at the counter: six characters from
 * an alphabet without look-alikes (no 0/O, 1/I/L, 5/S, 2/Z, 8/B), so it reads aloud and types
 * back without doubt: 25 characters, 25^6 (about 244 million) codes.
 */
export const COLLECTION_CODE_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679';
export const COLLECTION_CODE_LENGTH = 6;

/** 'K7M-Q3P': the code as mails and pages show it, in two halves for reading aloud. */
export const formatCollectionCode = (code: string) => `${code.slice(0, 3)}-${code.slice(3)}`;

/** The code as the shop types it: any case, with or without the dash and spaces. */
export const collectionCodeInput = z.object({
  code: z
    .string({ error: 'Type the collection code the customer shows you' })
    .max(20, 'A collection code has 6 characters')
    .transform((typed) => typed.replace(/[\s-]/g, '').toUpperCase())
    .refine((code) => code.length > 0, 'Type the collection code the customer shows you'),
});
export type CollectionCodeInput = z.input<typeof collectionCodeInput>;

/** Whole London days between two moments: 0 on the same day, 1 the day after, and so on. */
export function londonDaysBetween(from: Date | string, to: Date | string) {
  return Math.round((Date.parse(londonDay(to)) - Date.parse(londonDay(from))) / 86_400_000);
}

/** 'waiting since today', 'waiting 1 day', 'waiting 3 days': how long a collection has waited. */
export function waitingLabel(days: number) {
  if (days <= 0) return 'waiting since today';
  return `waiting ${days} day${days === 1 ? '' : 's'}`;
}
