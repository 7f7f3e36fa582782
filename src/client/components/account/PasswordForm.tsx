import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTimedNotice } from '../../hooks/useTimedNotice';
import { serverMessageOr } from '../../lib/errorMessage';
import { formValues } from '../../lib/formValues';
import { changePasswordInput, checkConfirmed } from '../../lib/schemas';
import { useTRPC } from '../../lib/trpc';
import { session } from '../../state/session';
import { Form } from '../form/Form';
import { ConfirmedPasswordFields } from '../form/ConfirmedPasswordFields';
import { PasswordField } from '../form/PasswordField';

/** Spec §2 password form. The answer's new token is kept: the old one stops working. */
export function PasswordForm() {
  const trpc = useTRPC();
  const { notice, show, clear } = useTimedNotice();
  const [invalid, setInvalid] = useState<string | null>(null);
  const change = useMutation(
    trpc.auth.changePassword.mutationOptions({
      onSuccess: ({ token }) => {
        session.replaceToken(token);
        show('Password updated successfully.');
      },
    }),
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clear();
    const form = event.currentTarget;
    const checked = checkConfirmed(changePasswordInput, formValues(form), {
      field: 'newPassword',
      mismatch: 'New passwords do not match',
    });
    setInvalid(checked.ok ? null : checked.message);
    if (checked.ok) change.mutate(checked.data, { onSuccess: () => form.reset() });
  };

  return (
    <>
      <h3 id="password-form-title" className="mb-5 text-2xl">
        Change Password
      </h3>
      <Form
        onSubmit={onSubmit}
        aria-labelledby="password-form-title"
        error={
          invalid ?? (change.error && serverMessageOr(change.error, 'Failed to update password'))
        }
        notice={notice}
      >
        <PasswordField
          label="Current Password"
          name="currentPassword"
          autoComplete="current-password"
          required
        />
        <ConfirmedPasswordFields label="New Password" name="newPassword" />
        <button type="submit" className="btn-primary" disabled={change.isPending}>
          {change.isPending ? 'Saving…' : 'Update Password'}
        </button>
      </Form>
    </>
  );
}
