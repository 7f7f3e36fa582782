import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { AuthCard } from '../components/auth/AuthCard';
import { ErrorBanner } from '../components/ui/ErrorBanner';
import { ButtonSpinner, Spinner } from '../components/ui/Spinner';
import { SuccessNotice } from '../components/ui/SuccessNotice';
import { serverMessageOr } from '../lib/errorMessage';
import { useTRPC } from '../lib/trpc';

const linkClass = 'font-medium text-gold-dark underline-offset-4 hover:underline';

/**
 * /unsubscribe?token=…: every marketing mail's visible link (decision 059). No sign-in: the link
 * names its address. One click on the button unsubscribes; opening the page alone changes
 * nothing, so a mail scanner that follows links unsubscribes nobody.
 */
export function UnsubscribePage() {
  const trpc = useTRPC();
  const token = useSearchParams()[0].get('token') ?? '';
  const address = useQuery({
    ...trpc.marketing.unsubscribeAddress.queryOptions({ token }),
    enabled: token !== '',
    retry: false,
  });
  const unsubscribe = useMutation(trpc.marketing.unsubscribe.mutationOptions());
  const home = (
    <Link to="/" className={linkClass}>
      Back to the shop
    </Link>
  );

  return (
    <AuthCard title="Unsubscribe" footer={home}>
      {!token || address.isError ? (
        <ErrorBanner message="This unsubscribe link is not valid. Please open the link from the email again." />
      ) : unsubscribe.isSuccess ? (
        <SuccessNotice message={unsubscribe.data.message} />
      ) : address.isPending ? (
        <Spinner />
      ) : (
        <div className="space-y-5">
          <p>
            Stop news and offers to <strong className="break-all">{address.data.email}</strong>?
            Mails about your orders still come.
          </p>
          {unsubscribe.isError && (
            <ErrorBanner message={serverMessageOr(unsubscribe.error, 'Could not unsubscribe.')} />
          )}
          <button
            type="button"
            className="btn-primary w-full"
            disabled={unsubscribe.isPending}
            onClick={() => unsubscribe.mutate({ token })}
          >
            {unsubscribe.isPending && <ButtonSpinner />}
            {unsubscribe.isPending ? 'Unsubscribing…' : 'Unsubscribe'}
          </button>
        </div>
      )}
    </AuthCard>
  );
}
