import { z } from './zod';
import { idSchema } from './catalog';
import { OTP_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants';

/**
 * Input schemas of spec §7 Auth, shared by the server (both adapters) and the client's forms.
 * Unknown fields (an `isAdmin` or `role` a client slips in) are stripped, never read.
 */

/** An e-mail address as every form asks it (sign-in, registration, the newsletter). */
export const email = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email('Please enter a valid email address'));

const name = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(100, 'Name must be at most 100 characters');

/** A new password: spec §5's minimum; no maximum a passphrase would meet. */
const newPassword = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

/** A password being checked, not set: any length up to the cap. */
const givenPassword = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

export const loginInput = z.object({ email, password: givenPassword });
export type LoginInput = z.infer<typeof loginInput>;

/**
 * `marketingOptIn`: the unticked box "Send me news and offers by email" (decision 059); spec §7
 * clients leave it out, which means no.
 */
export const registerInput = z.object({
  name,
  email,
  password: newPassword,
  marketingOptIn: z.boolean().optional(),
});
export type RegisterInput = z.infer<typeof registerInput>;

export const createAdminInput = registerInput.omit({ marketingOptIn: true }).extend({
  secretKey: z
    .string({ error: 'Secret key is required for admin registration' })
    .min(1, 'Secret key is required for admin registration')
    .max(200, 'Secret key is too long'),
});
export type CreateAdminInput = z.infer<typeof createAdminInput>;

/**
 * Spec §7 sends `{ name, email }`. A new e-mail then waits for the current address to approve it;
 * the current password, when given, stands in for that approval.
 */
export const updateProfileInput = z.object({
  name,
  email,
  currentPassword: givenPassword.optional(),
});
export type UpdateProfileInput = z.infer<typeof updateProfileInput>;

/**
 * The token of a link an e-mail change mails: the current address's approval
 * (`/confirm-email?approve=…`) or "this wasn't me" (`?cancel=…`), the new address's confirmation
 * (`?token=…`).
 */
export const emailLinkInput = z.object({
  token: z
    .string({ error: 'This confirmation link is incomplete.' })
    .trim()
    .min(1, 'This confirmation link is incomplete.')
    .max(200, 'This confirmation link is not valid.'),
});
export type EmailLinkInput = z.infer<typeof emailLinkInput>;

/** One of the account's sign-ins (its `sessions` row), as the sign-ins list names it. */
export const endSessionInput = z.object({ id: idSchema });

export const changePasswordInput = z.object({
  currentPassword: givenPassword,
  newPassword,
});
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;

export const forgotPasswordInput = z.object({ email });

export const otpSchema = z
  .string({ error: 'OTP must be exactly 6 digits.' })
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), 'OTP must be exactly 6 digits.');

export const verifyOtpInput = z.object({ otp: otpSchema, email });
/** Spec §7 sends only `otp`: over REST the e-mail may come from the cookie forgot-password set. */
export const verifyOtpRestInput = verifyOtpInput.partial({ email: true });

/**
 * Spec §7 sends the new password twice and the e-mail; proof of a verified code comes from
 * verify-otp's `resetToken` (or its cookie), or the code itself.
 */
export const resetPasswordInput = z
  .object({
    email,
    newPassword,
    confirmPassword: z.string({ error: 'Please confirm the new password' }),
    resetToken: z.string().max(2000).optional(),
    otp: otpSchema.optional(),
  })
  .refine((input) => input.newPassword === input.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match.',
  });
export type ResetPasswordInput = z.infer<typeof resetPasswordInput>;

/** Profile names are one string; the account form splits it (spec §3): first word, the rest. */
export function splitName(fullName: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = fullName.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}
