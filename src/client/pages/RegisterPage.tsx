import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { REDIRECT_AFTER_ADMIN_REGISTRATION_MS } from '../../shared/constants';
import { AuthCard } from '../components/auth/AuthCard';
import {
  RegistrationModeToggle,
  type RegistrationMode,
} from '../components/auth/RegistrationModeToggle';
import { Form } from '../components/form/Form';
import { ConfirmedPasswordFields } from '../components/form/ConfirmedPasswordFields';
import { PasswordField } from '../components/form/PasswordField';
import { TextField } from '../components/form/TextField';
import { MarketingOptIn } from '../components/marketing/MarketingOptIn';
import { SuccessNotice } from '../components/ui/SuccessNotice';
import { useNavigateLater } from '../hooks/useNavigateLater';
import { serverMessageOr } from '../lib/errorMessage';
import { formValues } from '../lib/formValues';
import { checkConfirmed, createAdminInput, registerInput } from '../lib/schemas';
import { useTRPC } from '../lib/trpc';
import { session } from '../state/session';

const confirmation = { field: 'password', mismatch: 'Passwords do not match' };

const failureText: Record<RegistrationMode, string> = {
  customer: 'Failed to register',
  admin: 'Failed to create admin account. Check your secret key.',
};

/**
 * /register: spec §2 and §5. Double-clicking the heading reveals the admin mode, which asks for
 * the secret key and lands on /admin after a pause; a customer goes straight to /account.
 */
export function RegisterPage() {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const navigateLater = useNavigateLater();
  const [modeToggleShown, setModeToggleShown] = useState(false);
  const [mode, setMode] = useState<RegistrationMode>('customer');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [marketingOptIn, setMarketingOptIn] = useState(false);
  const register = useMutation(
    trpc.auth.register.mutationOptions({
      onSuccess: (answer) => {
        session.signIn(answer);
        void navigate('/account');
      },
    }),
  );
  const createAdmin = useMutation(
    trpc.auth.createAdmin.mutationOptions({
      onSuccess: (answer) => {
        session.signIn(answer);
        navigateLater('/admin', REDIRECT_AFTER_ADMIN_REGISTRATION_MS);
      },
    }),
  );
  const active = mode === 'admin' ? createAdmin : register;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    if (mode === 'admin') {
      const checked = checkConfirmed(createAdminInput, values, confirmation);
      setInvalid(checked.ok ? null : checked.message);
      if (checked.ok) createAdmin.mutate(checked.data);
    } else {
      const checked = checkConfirmed(registerInput, values, confirmation);
      setInvalid(checked.ok ? null : checked.message);
      if (checked.ok) register.mutate({ ...checked.data, marketingOptIn });
    }
  };

  const error = invalid ?? (active.error && serverMessageOr(active.error, failureText[mode]));
  return (
    <AuthCard
      title="Create an Account"
      intro="Join us to save favourites to your wishlist and follow your orders."
      onTitleDoubleClick={() => setModeToggleShown(true)}
      footer={
        <>
          Already have an account?{' '}
          <Link
            to="/login"
            className="font-medium text-gold-dark underline-offset-4 hover:underline"
          >
            Login
          </Link>
        </>
      }
    >
      {modeToggleShown && (
        <RegistrationModeToggle
          mode={mode}
          onChange={(next) => {
            setMode(next);
            setInvalid(null);
          }}
        />
      )}
      {createAdmin.isSuccess ? (
        <SuccessNotice message="Admin account created. Taking you to the admin dashboard…" />
      ) : (
        <Form
          onSubmit={onSubmit}
          error={error}
          aria-label={mode === 'admin' ? 'Admin registration' : 'Registration'}
        >
          <TextField label="Full Name" name="name" autoComplete="name" required />
          <TextField label="Email" name="email" type="email" autoComplete="email" required />
          <ConfirmedPasswordFields label="Password" name="password" />
          {mode === 'admin' ? (
            <PasswordField label="Admin Secret Key" name="secretKey" autoComplete="off" required />
          ) : (
            <MarketingOptIn checked={marketingOptIn} onChange={setMarketingOptIn} />
          )}
          <button type="submit" className="btn-primary w-full py-3" disabled={active.isPending}>
            {active.isPending
              ? 'Creating your account…'
              : mode === 'admin'
                ? 'Create Admin Account'
                : 'Create Account'}
          </button>
        </Form>
      )}
    </AuthCard>
  );
}
