import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { WHO_CAN_REVIEW } from '../../../shared/ratings';
import { useHydrated } from '../../hooks/useHydrated';
import { useTRPC } from '../../lib/trpc';
import { useSession } from '../../state/session';
import { retryUnlessClientError } from '../catalog/retry';
import { ErrorBanner } from '../ui/ErrorBanner';
import { Spinner } from '../ui/Spinner';
import { ReviewItem } from './ReviewItem';

// The form (and the zod schemas it checks with) loads only for a customer who may write.
const ReviewForm = lazy(async () => ({ default: (await import('./ReviewForm')).ReviewForm }));

const panel = 'rounded-lg p-5 ring-1 ring-ink/10';

/** Who can review, and for a customer who received the piece: the form, or their review. */
export function YourReview({ productId }: { productId: string }) {
  const hydrated = useHydrated();
  const signedIn = useSession() !== null;
  // The server's page is the same for everyone: a signed-in customer's part waits for the browser.
  if (!hydrated || !signedIn) {
    return (
      <div className={`${panel} space-y-3 text-sm text-stone`}>
        <p>{WHO_CAN_REVIEW}</p>
        <Link to="/login" className="btn-outline py-2">
          Sign in to review
        </Link>
      </div>
    );
  }
  return <SignedInReview productId={productId} />;
}

function SignedInReview({ productId }: { productId: string }) {
  const trpc = useTRPC();
  const [editing, setEditing] = useState(false);
  const mine = useQuery(
    trpc.reviews.mine.queryOptions({ productId }, { retry: retryUnlessClientError }),
  );
  if (mine.isPending) return <Spinner label="Checking whether you can review…" />;
  if (mine.isError) {
    return (
      <ErrorBanner message="Could not check your review" onRetry={() => void mine.refetch()} />
    );
  }
  const { review, canReview } = mine.data;
  if (editing || (canReview && !review)) {
    return (
      <div className={panel}>
        <h3 className="mb-4 font-display text-xl">
          {review ? 'Edit your review' : 'Write a review'}
        </h3>
        <Suspense fallback={<Spinner label="Loading the form…" />}>
          <ReviewForm
            productId={productId}
            review={review}
            onDone={() => setEditing(false)}
            onCancel={review ? () => setEditing(false) : undefined}
          />
        </Suspense>
      </div>
    );
  }
  if (review) {
    return (
      <div className={panel}>
        <h3 className="font-display text-xl">Your review</h3>
        {review.hidden && (
          <div className="mt-2 space-y-1 text-xs text-sale" role="note">
            <p>The shop has hidden this review.</p>
            <p>
              Reason: {review.hidden.label}
              {review.hidden.note && `: “${review.hidden.note}”`}
            </p>
            <p>
              Editing it does not publish it again. Please{' '}
              <Link to="/reviews-policy" className="underline">
                read our reviews policy
              </Link>{' '}
              or contact us if you think that is a mistake.
            </p>
          </div>
        )}
        <ReviewItem review={review} />
        <button type="button" className="btn-outline py-2" onClick={() => setEditing(true)}>
          Edit your review
        </button>
      </div>
    );
  }
  return (
    <div className={`${panel} text-sm text-stone`}>
      <p>{WHO_CAN_REVIEW}</p>
      <p className="mt-2">
        You can review this piece once an order of it has been delivered to you.
      </p>
    </div>
  );
}
