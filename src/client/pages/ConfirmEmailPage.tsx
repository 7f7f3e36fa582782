import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { AuthCard } from '../components/auth/AuthCard';
import { ErrorBanner } from '../components/ui/ErrorBanner';
import { ButtonSpinner } from '../components/ui/Spinner';
import { SuccessNotice } from '../components/ui/SuccessNotice';
import { serverMessageOr } from '../lib/errorMessage';
import { useTRPC } from '../lib/trpc';
import { session, useSession } from '../state/session';

const linkClass = 'font-medium text-gold-dark underline-offset-4 hover:underline';

/** The links an e-mail change mails, by the name of their query parameter. */
const steps = {
  approve: {
    title: 'Approve E-mail Change',
    intro:
      'Someone signed in to your account asked to change its sign-in e-mail. Approve only if it was you: we then send a confirmation link to the new address.',
    action: 'Approve the change',
    busy: 'Approving…',
    failed: 'Could not approve the change.',
    look: 'btn-primary w-full',
  },
  cancel: {
    title: "This Wasn't Me",
    intro:
      'Cancel the change of your sign-in e-mail and sign out every device signed in to your account, including whoever asked for it.',
    action: 'Cancel the change and sign out everywhere',
    busy: 'Cancelling…',
    failed: 'Could not cancel the change.',
    look: 'btn w-full bg-sale text-white hover:bg-ink',
  },
  token: {
    title: 'Confirm E-mail',
    intro: 'Confirm your new sign-in e-mail: from then on you sign in with it.',
    action: 'Confirm my new e-mail',
    busy: 'Confirming…',
    failed: 'Failed to confirm your e-mail.',
    look: 'btn-primary w-full',
  },
} as const;
type Step = keyof typeof steps;

function linkStep(params: URLSearchParams): { step: Step; token: string } {
  for (const step of ['approve', 'cancel'] as const) {
    const token = params.get(step);
    if (token) return { step, token };
  }
  return { step: 'token', token: params.get('token') ?? '' };
}

/**
 * /confirm-email: the links of an e-mail change. `?approve=…` (to the current address) approves
 * it, `?cancel=…` ("This wasn't me") cancels it and signs out everywhere, `?token=…` (to the new
 * address) applies it. Signed in or not (a link may be opened on another device). Nothing happens
 * until the button is pressed, so a mail scanner that opens links changes nothing.
 */
export function ConfirmEmailPage() {
  const trpc = useTRPC();
  const { step, token } = linkStep(useSearchParams()[0]);
  const signedIn = useSession() !== null;
  const queryClient = useQueryClient();
  // A signed-in browser shows the change at once (SessionRefresh applies the profile). The page's
  // first profile read may still be on its way, and an invalidation would wait for that read
  // rather than start another: cancel it first.
  const refreshProfile = async () => {
    await queryClient.cancelQueries(trpc.auth.profile.queryFilter());
    await queryClient.invalidateQueries(trpc.auth.profile.queryFilter());
  };
  const mutations = {
    approve: useMutation(
      trpc.auth.approveEmailChange.mutationOptions({ onSuccess: refreshProfile }),
    ),
    // Every session ended, this browser's too.
    cancel: useMutation(
      trpc.auth.cancelEmailChange.mutationOptions({ onSuccess: () => session.logout() }),
    ),
    token: useMutation(trpc.auth.confirmEmail.mutationOptions({ onSuccess: refreshProfile })),
  };
  const mutation = mutations[step];
  const text = steps[step];

  const next = signedIn ? (
    <Link to="/account" className={linkClass}>
      Go to My Account
    </Link>
  ) : (
    <Link to="/login" className={linkClass}>
      Log in
    </Link>
  );

  return (
    <AuthCard
      title={text.title}
      intro={mutation.isSuccess ? undefined : text.intro}
      footer={mutation.isPending ? null : next}
    >
      {!token ? (
        <ErrorBanner message="This link is incomplete. Please open the link from the e-mail again." />
      ) : mutation.isSuccess ? (
        <SuccessNotice message={mutation.data.message} />
      ) : (
        <div className="space-y-5">
          {mutation.isError && (
            <ErrorBanner message={serverMessageOr(mutation.error, text.failed)} />
          )}
          <button
            type="button"
            className={text.look}
            disabled={mutation.isPending}
            onClick={() => mutation.mutate({ token })}
          >
            {mutation.isPending && <ButtonSpinner />}
            {mutation.isPending ? text.busy : text.action}
          </button>
        </div>
      )}
    </AuthCard>
  );
}
