import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Mail } from 'lucide-react';
import { formatDateGB } from '../../../shared/londonTime';
import { serverMessageOr } from '../../lib/errorMessage';
import { useTRPC } from '../../lib/trpc';
import { ErrorBanner } from '../ui/ErrorBanner';
import { Spinner } from '../ui/Spinner';

const sourceText = {
  registration: 'when you registered',
  checkout: 'at checkout',
  newsletter: 'by the newsletter sign-up',
  account: 'here in your account',
} as const;

/** The account's marketing choice (decision 059): what it is now, and a box to change it. */
export function MarketingChoice() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const choice = useQuery(trpc.marketing.myChoice.queryOptions());
  const save = useMutation(
    trpc.marketing.saveMyChoice.mutationOptions({
      onSuccess: (saved) => queryClient.setQueryData(trpc.marketing.myChoice.queryKey(), saved),
    }),
  );

  return (
    <>
      <h3 id="marketing-title" className="flex items-center gap-2 text-2xl">
        <Mail className="size-5 text-gold-dark" aria-hidden />
        News &amp; Offers
      </h3>
      {choice.isPending ? (
        <Spinner />
      ) : choice.isError ? (
        <div className="mt-4">
          <ErrorBanner
            message="Could not load your email choice."
            onRetry={() => void choice.refetch()}
          />
        </div>
      ) : (
        <div className="mt-3 space-y-3 text-sm">
          <p className="text-stone" aria-live="polite">
            {choice.data.agreed && choice.data.since && choice.data.source
              ? `You agreed to news and offers by email on ${formatDateGB(choice.data.since)}, ${sourceText[choice.data.source]}.`
              : 'You get no news or offers by email. Mails about your orders always come.'}
          </p>
          <label className="flex items-start gap-2">
            <input
              type="checkbox"
              className="mt-0.5 size-4 shrink-0 accent-gold-dark"
              checked={choice.data.agreed}
              disabled={save.isPending}
              onChange={(event) => save.mutate({ agreed: event.target.checked })}
            />
            <span>{choice.data.wording}</span>
          </label>
          {save.isError && (
            <ErrorBanner message={serverMessageOr(save.error, 'Could not save your choice.')} />
          )}
        </div>
      )}
    </>
  );
}
