import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from './constants';

/** Deleting an account asks for its password again: a signed-in browser alone is not enough. */
export const deleteAccountInput = z.object({
  password: z
    .string({ error: 'Please enter your password to confirm.' })
    .min(1, 'Please enter your password to confirm.')
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountInput>;

/** What a deleted customer's orders show instead of their name, e-mail, phone and addresses. */
export const DELETED_CUSTOMER = 'Deleted customer';

/** How long orders are kept for the shop's accounts (HMRC: six years from the year's end). */
export const ORDER_RETENTION_YEARS = 6;

/** The file name a "Download my data" answer is saved as. */
export const myDataFileName = (date: Date) => `my-data-${date.toISOString().slice(0, 10)}.json`;
