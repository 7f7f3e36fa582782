import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { REDIRECT_AFTER_RESET_STEP_MS } from '../../shared/constants';
import { AuthCard } from '../components/auth/AuthCard';
import { StartResetAgain } from '../components/auth/StartResetAgain';
import { Form } from '../components/form/Form';
import { ConfirmedPasswordFields } from '../components/form/ConfirmedPasswordFields';
import { useNavigateLater } from '../hooks/useNavigateLater';
import { serverMessageOr } from '../lib/errorMessage';
import { formValues } from '../lib/formValues';
import { checkConfirmed, resetPasswordInput } from '../lib/schemas';
import { useTRPC } from '../lib/trpc';
import { passwordReset } from '../state/passwordReset';

/** /reset-password: the last step; then the shopper signs in with the new password. */
export function ResetPasswordPage() {
  const trpc = useTRPC();
  const navigateLater = useNavigateLater();
  // Read once: the flow's data is forgotten on success, while this page still shows the notice.
  const [proof] = useState(() => ({
    email: passwordReset.email(),
    resetToken: passwordReset.resetToken(),
  }));
  const [invalid, setInvalid] = useState<string | null>(null);
  const reset = useMutation(
    trpc.auth.resetPassword.mutationOptions({
      onSuccess: () => {
        passwordReset.forget();
        navigateLater('/login', REDIRECT_AFTER_RESET_STEP_MS);
      },
    }),
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    const checked =
      !values.newPassword || !values.confirmPassword
        ? ({ ok: false, message: 'Please enter and confirm your new password.' } as const)
        : checkConfirmed(
            resetPasswordInput,
            { ...values, ...proof },
            { field: 'newPassword', mismatch: 'Passwords do not match.' },
          );
    setInvalid(checked.ok ? null : checked.message);
    if (checked.ok) reset.mutate(checked.data);
  };

  const ready = proof.email !== '' && proof.resetToken !== '';
  return (
    <AuthCard
      title="Reset Password"
      intro={ready ? 'Choose a new password for your account.' : undefined}
    >
      {ready ? (
        <Form
          onSubmit={onSubmit}
          aria-label="Reset password"
          error={
            invalid ?? (reset.error && serverMessageOr(reset.error, 'Failed to reset password'))
          }
          notice={reset.isSuccess ? 'Password updated successfully.' : null}
        >
          <ConfirmedPasswordFields label="New Password" name="newPassword" />
          <button
            type="submit"
            className="btn-primary w-full py-3"
            disabled={reset.isPending || reset.isSuccess}
          >
            {reset.isPending ? 'Saving…' : 'Reset Password'}
          </button>
        </Form>
      ) : (
        <StartResetAgain message="Your reset session has expired or was started in another browser. Please request a new code." />
      )}
    </AuthCard>
  );
}
