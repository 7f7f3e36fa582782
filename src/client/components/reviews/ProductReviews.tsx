import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTRPC } from '../../lib/trpc';
import { retryUnlessClientError } from '../catalog/retry';
import { ErrorBanner } from '../ui/ErrorBanner';
import { Spinner } from '../ui/Spinner';
import { RatingSummary } from './RatingSummary';
import { ReviewItem } from './ReviewItem';
import { YourReview } from './YourReview';

/** The product page's reviews: the summary, the published reviews five at a time, and yours. */
export function ProductReviews({ productId }: { productId: string }) {
  const trpc = useTRPC();
  // The same query as the server's page made, so the first reviews arrive with the HTML.
  const first = useQuery(
    trpc.reviews.list.queryOptions({ productId, cursor: 1 }, { retry: retryUnlessClientError }),
  );
  return (
    <section
      id="reviews"
      aria-labelledby="reviews-heading"
      className="mt-16 scroll-mt-24 border-t border-ink/10 pt-10"
    >
      <h2 id="reviews-heading" className="text-3xl">
        Customer reviews
      </h2>
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-12">
        <div className="space-y-6">
          {first.data && first.data.summary.reviewCount > 0 && (
            <RatingSummary summary={first.data.summary} />
          )}
          <YourReview productId={productId} />
        </div>
        <div>
          {first.isPending ? (
            <Spinner label="Loading reviews…" />
          ) : first.isError ? (
            <ErrorBanner message="Failed to load reviews" onRetry={() => void first.refetch()} />
          ) : first.data.summary.reviewCount === 0 ? (
            <div className="rounded-lg bg-pearl/60 p-6 text-center">
              <p className="font-display text-xl">No reviews yet</p>
              <p className="mt-1 text-sm text-stone">
                Reviews come from customers who bought this piece and received it.
              </p>
            </div>
          ) : (
            <ReviewPages productId={productId} cursor={1} />
          )}
        </div>
      </div>
    </section>
  );
}

/** One page of reviews, then either the next page (once asked for) or "More reviews". */
function ReviewPages({ productId, cursor }: { productId: string; cursor: number }) {
  const trpc = useTRPC();
  const [showNext, setShowNext] = useState(false);
  const page = useQuery(
    trpc.reviews.list.queryOptions({ productId, cursor }, { retry: retryUnlessClientError }),
  );
  const list = useRef<HTMLUListElement>(null);
  const loaded = page.isSuccess;
  // "More reviews" goes away when pressed: keyboard and screen-reader users land on what it brought.
  useEffect(() => {
    if (cursor > 1 && loaded) list.current?.focus();
  }, [cursor, loaded]);
  if (page.isPending) return <Spinner label="Loading more reviews…" />;
  if (page.isError) {
    return <ErrorBanner message="Failed to load reviews" onRetry={() => void page.refetch()} />;
  }
  const { reviews, nextCursor } = page.data;
  return (
    <>
      <ul
        ref={list}
        tabIndex={-1}
        aria-label={cursor > 1 ? `Reviews, page ${cursor}` : undefined}
        className="divide-y divide-ink/10 border-b border-ink/10 outline-none"
      >
        {reviews.map((review) => (
          <li key={review._id}>
            <ReviewItem review={review} />
          </li>
        ))}
      </ul>
      {nextCursor !== null &&
        (showNext ? (
          <ReviewPages productId={productId} cursor={nextCursor} />
        ) : (
          <button type="button" className="btn-outline mt-6" onClick={() => setShowNext(true)}>
            More reviews
          </button>
        ))}
    </>
  );
}
