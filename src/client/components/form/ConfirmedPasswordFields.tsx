import { PasswordField } from './PasswordField';

/**
 * A password being set and its confirmation (`confirmPassword`), each with show/hide: spec §2's
 * Register, Account Details and Reset Password. Check them with `checkConfirmed`.
 */
export function ConfirmedPasswordFields({ label, name }: { label: string; name: string }) {
  return (
    <>
      <PasswordField label={label} name={name} autoComplete="new-password" required />
      <PasswordField
        label={`Confirm ${label}`}
        name="confirmPassword"
        autoComplete="new-password"
        required
      />
    </>
  );
}
