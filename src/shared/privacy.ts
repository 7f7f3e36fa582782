import { z } from './zod';
import { PASSWORD_MAX_LENGTH } from './constants';
import { londonDay } from './londonTime';

/** Deleting an account asks for its password again: a signed-in browser alone is not enough. */
export const deleteAccountInput = z.object({
  password: z
    .string({ error: 'Please enter your password to confirm.' })
    .min(1, 'Please enter your password to confirm.')
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountInput>;

/** The file name a "Download my data" answer is saved as. */
export const myDataFileName = (date: Date) => `my-data-${londonDay(date)}.json`;
