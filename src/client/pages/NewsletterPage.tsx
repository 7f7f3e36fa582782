import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { NEWSLETTER_SIGNED_UP_MESSAGE } from '../../shared/marketingWording';
import { AuthCard } from '../components/auth/AuthCard';
import { ErrorBanner } from '../components/ui/ErrorBanner';
import { ButtonSpinner } from '../components/ui/Spinner';
import { SuccessNotice } from '../components/ui/SuccessNotice';
import { serverMessageOr } from '../lib/errorMessage';
import { useTRPC } from '../lib/trpc';

const linkClass = 'font-medium text-gold-dark underline-offset-4 hover:underline';

/**
 * /newsletter (decision 059): `?token=…` is the sign-up's mailed link, confirmed by the button (so
 * a mail scanner that opens links signs nobody up); `?asked=1` is where the footer's form lands
 * when it was posted without scripts.
 */
export function NewsletterPage() {
  const trpc = useTRPC();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useMutation(trpc.marketing.confirm.mutationOptions());
  const home = (
    <Link to="/" className={linkClass}>
      Back to the shop
    </Link>
  );

  if (!token) {
    return (
      <AuthCard title="Check Your Inbox" footer={home}>
        <SuccessNotice message={NEWSLETTER_SIGNED_UP_MESSAGE} />
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Confirm Your Sign-up"
      intro={
        confirm.isSuccess
          ? undefined
          : 'Confirm that you would like our news and offers by email. You can unsubscribe at any time.'
      }
      footer={home}
    >
      {confirm.isSuccess ? (
        <SuccessNotice message={confirm.data.message} />
      ) : (
        <div className="space-y-5">
          {confirm.isError && (
            <ErrorBanner
              message={serverMessageOr(confirm.error, 'Could not confirm your sign-up.')}
            />
          )}
          <button
            type="button"
            className="btn-primary w-full"
            disabled={confirm.isPending}
            onClick={() => confirm.mutate({ token })}
          >
            {confirm.isPending && <ButtonSpinner />}
            {confirm.isPending ? 'Confirming…' : 'Confirm my sign-up'}
          </button>
        </div>
      )}
    </AuthCard>
  );
}
