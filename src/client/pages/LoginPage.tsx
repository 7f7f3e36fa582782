import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, Navigate } from 'react-router';
import { AuthCard } from '../components/auth/AuthCard';
import { Form } from '../components/form/Form';
import { PasswordField } from '../components/form/PasswordField';
import { TextField } from '../components/form/TextField';
import { serverMessageOr } from '../lib/errorMessage';
import { formValues } from '../lib/formValues';
import { check, loginInput } from '../lib/schemas';
import { useTRPC } from '../lib/trpc';
import { session, useSession } from '../state/session';

/** /login: spec §2. Someone already signed in goes on to their area (admin or account). */
export function LoginPage() {
  const trpc = useTRPC();
  const current = useSession();
  const login = useMutation(
    trpc.auth.login.mutationOptions({ onSuccess: (answer) => session.signIn(answer) }),
  );
  const [invalid, setInvalid] = useState<string | null>(null);

  if (current) return <Navigate to={current.isAdmin ? '/admin' : '/account'} replace />;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = check(loginInput, formValues(event.currentTarget));
    setInvalid(checked.ok ? null : checked.message);
    if (checked.ok) login.mutate(checked.data);
  };

  const error = invalid ?? (login.error && serverMessageOr(login.error, 'Failed to login'));
  return (
    <AuthCard
      title="Login"
      intro="Welcome back. Sign in to see your account, orders and wishlist."
      footer={
        <>
          New to the shop?{' '}
          <Link
            to="/register"
            className="font-medium text-gold-dark underline-offset-4 hover:underline"
          >
            Create an account
          </Link>
        </>
      }
    >
      <Form onSubmit={onSubmit} error={error} aria-label="Login">
        <TextField label="Email" name="email" type="email" autoComplete="email" required />
        <PasswordField label="Password" name="password" autoComplete="current-password" required />
        <div className="text-right text-sm">
          <Link to="/forgot-password" className="text-gold-dark underline-offset-4 hover:underline">
            Forgot your password?
          </Link>
        </div>
        <button type="submit" className="btn-primary w-full py-3" disabled={login.isPending}>
          {login.isPending ? 'Signing in…' : 'Login'}
        </button>
      </Form>
    </AuthCard>
  );
}
