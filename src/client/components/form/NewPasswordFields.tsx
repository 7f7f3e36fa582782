import type { ZodType } from 'zod';
import { check } from '../../lib/schemas';
import { PasswordField } from './PasswordField';

/** The new password and its confirmation, each with show/hide (spec §2 Account Details, Reset). */
export function NewPasswordFields() {
  return (
    <>
      <PasswordField label="New Password" name="newPassword" autoComplete="new-password" required />
      <PasswordField
        label="Confirm New Password"
        name="confirmPassword"
        autoComplete="new-password"
        required
      />
    </>
  );
}

/**
 * A form with NewPasswordFields against its schema. A confirmation that differs is told first,
 * in the form's own words (spec §5: 'New passwords do not match', 'Passwords do not match.').
 */
export function checkNewPassword<T>(
  schema: ZodType<T>,
  values: Record<string, string>,
  mismatch: string,
) {
  return values.newPassword !== values.confirmPassword
    ? ({ ok: false, message: mismatch } as const)
    : check(schema, values);
}
