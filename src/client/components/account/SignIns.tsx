import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MonitorSmartphone } from 'lucide-react';
import { useState } from 'react';
import { useTimedNotice } from '../../hooks/useTimedNotice';
import { formatDateGB, formatDateTimeGB } from '../../../shared/londonTime';
import { serverMessageOr } from '../../lib/errorMessage';
import { useTRPC, type RouterOutputs } from '../../lib/trpc';
import { retryUnlessClientError } from '../catalog/retry';
import { ErrorBanner } from '../ui/ErrorBanner';
import { Modal } from '../ui/Modal';
import { Pill } from '../ui/Pill';
import { Spinner } from '../ui/Spinner';
import { SuccessNotice } from '../ui/SuccessNotice';

type SignIn = RouterOutputs['auth']['sessions'][number];

/** The confirmation before every other device is signed out. */
function EndOthersDialog({
  others,
  pending,
  onConfirm,
  onClose,
}: {
  others: number;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal title="Sign out of all other devices?" onClose={onClose}>
      <h2 className="pr-8 text-3xl">Sign out of all other devices?</h2>
      <p className="mt-4 max-w-prose text-sm text-stone">
        {others === 1 ? 'The other device' : `The ${others} other devices`} signed in to your
        account will need your password to sign in again. This device stays signed in.
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <button
          type="button"
          className="btn bg-sale text-white hover:bg-ink"
          disabled={pending}
          onClick={onConfirm}
        >
          {pending ? 'Signing out…' : 'Sign out other devices'}
        </button>
        <button type="button" className="btn-outline" onClick={onClose}>
          Keep them signed in
        </button>
      </div>
    </Modal>
  );
}

function SignInRow({
  signIn,
  ending,
  onEnd,
}: {
  signIn: SignIn;
  ending: boolean;
  onEnd: () => void;
}) {
  const lastSeen = formatDateTimeGB(signIn.lastSeenAt);
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-4">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium text-ink">
          {signIn.device}
          {signIn.current && <Pill tone="green">This device</Pill>}
        </p>
        <p className="mt-1 text-stone">
          <span className="block sm:inline">Signed in {formatDateGB(signIn.signedInAt)}</span>
          <span aria-hidden className="hidden sm:inline">
            {' · '}
          </span>
          <span className="block sm:inline">Last seen {signIn.current ? 'now' : lastSeen}</span>
        </p>
      </div>
      {!signIn.current && (
        <button
          type="button"
          className="btn-outline py-2"
          disabled={ending}
          onClick={onEnd}
          aria-label={`Sign out ${signIn.device}, last seen ${lastSeen}`}
        >
          {ending ? 'Signing out…' : 'Sign out'}
        </button>
      )}
    </li>
  );
}

/**
 * My Account's list of the account's live sign-ins, to end one that is not the customer's or all
 * but this one. This device's own way out is Logout.
 */
export function SignIns() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { notice, show, clear } = useTimedNotice();
  const [confirming, setConfirming] = useState(false);
  const signIns = useQuery(
    trpc.auth.sessions.queryOptions(undefined, { retry: retryUnlessClientError }),
  );
  // Settled, not only succeeded: a sign-in already ended elsewhere leaves the list too.
  const refreshList = () => queryClient.invalidateQueries(trpc.auth.sessions.queryFilter());
  const endOne = useMutation(
    trpc.auth.endSession.mutationOptions({
      onSuccess: ({ message }) => show(message),
      onSettled: refreshList,
    }),
  );
  const endOthers = useMutation(
    trpc.auth.endOtherSessions.mutationOptions({
      onSuccess: ({ message }) => {
        setConfirming(false);
        show(message);
      },
      onSettled: refreshList,
    }),
  );
  const failure = endOne.error ?? endOthers.error;
  const others = signIns.data?.filter((signIn) => !signIn.current).length ?? 0;

  return (
    <>
      <h3 id="sign-ins-title" className="flex items-center gap-2 text-2xl">
        <MonitorSmartphone className="size-5 text-gold-dark" aria-hidden />
        Where You&apos;re Signed In
      </h3>
      <p className="mt-3 max-w-prose text-sm text-stone">
        The browsers and devices signed in to your account. If you do not recognise one, sign it out
        and change your password.
      </p>
      <div className="mt-4 space-y-4 text-sm">
        {failure && <ErrorBanner message={serverMessageOr(failure, 'Could not sign it out')} />}
        {notice && <SuccessNotice message={notice} />}
        {signIns.isPending ? (
          <Spinner label="Loading your sign-ins…" className="py-6" />
        ) : signIns.isError ? (
          <ErrorBanner
            message={serverMessageOr(signIns.error, 'Could not load your sign-ins')}
            onRetry={() => void signIns.refetch()}
          />
        ) : (
          <ul className="divide-y divide-ink/10 border-y border-ink/10">
            {signIns.data.map((signIn) => (
              <SignInRow
                key={signIn._id}
                signIn={signIn}
                ending={endOne.isPending && endOne.variables.id === signIn._id}
                onEnd={() => {
                  clear();
                  endOne.mutate({ id: signIn._id });
                }}
              />
            ))}
          </ul>
        )}
        <button
          type="button"
          className="btn-outline"
          disabled={others === 0}
          onClick={() => {
            clear();
            setConfirming(true);
          }}
        >
          Sign out of all other devices
        </button>
      </div>
      {confirming && (
        <EndOthersDialog
          others={others}
          pending={endOthers.isPending}
          onConfirm={() => endOthers.mutate()}
          onClose={() => setConfirming(false)}
        />
      )}
    </>
  );
}
