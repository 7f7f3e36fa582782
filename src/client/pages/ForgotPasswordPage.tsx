import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { REDIRECT_AFTER_RESET_STEP_MS } from '../../shared/constants';
import { AuthCard } from '../components/auth/AuthCard';
import { Form } from '../components/form/Form';
import { TextField } from '../components/form/TextField';
import { useNavigateLater } from '../hooks/useNavigateLater';
import { serverMessageOr } from '../lib/errorMessage';
import { formValues } from '../lib/formValues';
import { check, forgotPasswordInput } from '../lib/schemas';
import { useTRPC } from '../lib/trpc';
import { passwordReset } from '../state/passwordReset';

/** /forgot-password: the first step of spec §2's reset flow; the code arrives by e-mail. */
export function ForgotPasswordPage() {
  const trpc = useTRPC();
  const navigateLater = useNavigateLater();
  const [invalid, setInvalid] = useState<string | null>(null);
  const sendCode = useMutation(
    trpc.auth.forgotPassword.mutationOptions({
      onSuccess: (_answer, { email }) => {
        passwordReset.rememberEmail(email);
        navigateLater('/verify-otp', REDIRECT_AFTER_RESET_STEP_MS);
      },
    }),
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = check(forgotPasswordInput, formValues(event.currentTarget));
    setInvalid(checked.ok ? null : checked.message);
    if (checked.ok) sendCode.mutate(checked.data);
  };

  return (
    <AuthCard
      title="Forgot Password"
      intro="Enter the e-mail address of your account and we will send you a 6-digit code to reset your password."
      footer={
        <Link to="/login" className="font-medium text-gold-dark underline-offset-4 hover:underline">
          Back to Login
        </Link>
      }
    >
      <Form
        onSubmit={onSubmit}
        aria-label="Forgot password"
        error={
          invalid ??
          (sendCode.error && serverMessageOr(sendCode.error, 'Failed to send reset email'))
        }
        notice={sendCode.isSuccess ? 'Password reset email sent. Please check your inbox.' : null}
      >
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={passwordReset.email()}
          required
        />
        <button
          type="submit"
          className="btn-primary w-full py-3"
          disabled={sendCode.isPending || sendCode.isSuccess}
        >
          {sendCode.isPending ? 'Sending…' : 'Send Reset Code'}
        </button>
      </Form>
    </AuthCard>
  );
}
