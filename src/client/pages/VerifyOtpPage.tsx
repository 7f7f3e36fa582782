import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { REDIRECT_AFTER_RESET_STEP_MS } from '../../shared/constants';
import { AuthCard } from '../components/auth/AuthCard';
import { OtpInput } from '../components/auth/OtpInput';
import { StartResetAgain } from '../components/auth/StartResetAgain';
import { Form } from '../components/form/Form';
import { useNavigateLater } from '../hooks/useNavigateLater';
import { serverMessageOr } from '../lib/errorMessage';
import { check, otpSchema } from '../lib/schemas';
import { useTRPC } from '../lib/trpc';
import { passwordReset } from '../state/passwordReset';

/** /verify-otp: the second step; the code must be six digits before anything is sent (spec §5). */
export function VerifyOtpPage() {
  const trpc = useTRPC();
  const navigateLater = useNavigateLater();
  const [email] = useState(passwordReset.email);
  const [otp, setOtp] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const verify = useMutation(
    trpc.auth.verifyOtp.mutationOptions({
      onSuccess: ({ resetToken }) => {
        passwordReset.rememberResetToken(resetToken);
        navigateLater('/reset-password', REDIRECT_AFTER_RESET_STEP_MS);
      },
    }),
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = check(otpSchema, otp);
    setInvalid(checked.ok ? null : checked.message);
    if (checked.ok) verify.mutate({ otp: checked.data, email });
  };

  return (
    <AuthCard
      title="Verify Code"
      intro={
        email ? (
          <>
            Enter the 6-digit code we sent to <strong className="text-ink">{email}</strong>.
          </>
        ) : undefined
      }
      footer={
        <>
          Didn&rsquo;t get a code?{' '}
          <Link
            to="/forgot-password"
            className="font-medium text-gold-dark underline-offset-4 hover:underline"
          >
            Send a new one
          </Link>
        </>
      }
    >
      {email ? (
        <Form
          onSubmit={onSubmit}
          aria-label="Verify code"
          error={invalid ?? (verify.error && serverMessageOr(verify.error, 'Invalid OTP'))}
          notice={verify.isSuccess ? 'OTP verified successfully.' : null}
        >
          <OtpInput value={otp} onChange={setOtp} />
          <button
            type="submit"
            className="btn-primary w-full py-3"
            disabled={verify.isPending || verify.isSuccess}
          >
            {verify.isPending ? 'Verifying…' : 'Verify Code'}
          </button>
        </Form>
      ) : (
        <StartResetAgain message="Please request a reset code for your e-mail address first." />
      )}
    </AuthCard>
  );
}
