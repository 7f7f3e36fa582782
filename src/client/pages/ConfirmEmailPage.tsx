import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AuthCard } from '../components/auth/AuthCard';
import { ErrorBanner } from '../components/ui/ErrorBanner';
import { Spinner } from '../components/ui/Spinner';
import { SuccessNotice } from '../components/ui/SuccessNotice';
import { serverMessageOr } from '../lib/errorMessage';
import { trpc } from '../lib/trpc';
import { useSession } from '../state/session';

const linkClass = 'font-medium text-gold-dark underline-offset-4 hover:underline';

/**
 * /confirm-email?token=…: the link mailed to a new sign-in address. Opening it applies the
 * change, signed in or not (it may be opened on another device).
 */
export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const signedIn = useSession() !== null;
  const utils = trpc.useUtils();
  const confirm = trpc.auth.confirmEmail.useMutation({
    // A signed-in browser shows the new address at once (SessionRefresh applies the profile). The
    // page's first profile read may still be on its way with the old address, and an invalidation
    // would wait for that read rather than start another: cancel it first.
    onSuccess: async () => {
      await utils.auth.profile.cancel();
      await utils.auth.profile.invalidate();
    },
  });
  const { mutate } = confirm;
  // The link works once: a second run of the effect (React's development checks) must not use it.
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    mutate({ token });
  }, [token, mutate]);

  const next = signedIn ? (
    <Link to="/account" className={linkClass}>
      Go to My Account
    </Link>
  ) : (
    <Link to="/login" className={linkClass}>
      Log in
    </Link>
  );

  const waiting = token !== '' && (confirm.isIdle || confirm.isPending);
  return (
    <AuthCard title="Confirm E-mail" footer={waiting ? null : next}>
      {!token ? (
        <ErrorBanner message="This confirmation link is incomplete. Please open the link from the e-mail again." />
      ) : confirm.isSuccess ? (
        <SuccessNotice message={confirm.data.message} />
      ) : confirm.isError ? (
        <ErrorBanner message={serverMessageOr(confirm.error, 'Failed to confirm your e-mail.')} />
      ) : (
        <Spinner label="Confirming your new e-mail…" />
      )}
    </AuthCard>
  );
}
