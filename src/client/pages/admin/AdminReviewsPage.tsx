import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MessageSquareText } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ActionFeedback } from '../../components/admin/ActionFeedback';
import { AdminPageHeader } from '../../components/admin/AdminPageHeader';
import { AdminPagination } from '../../components/admin/AdminPagination';
import { HideReviewDialog } from '../../components/admin/reviews/HideReviewDialog';
import { ReviewsTable, type AdminReview } from '../../components/admin/reviews/ReviewsTable';
import {
  ratingFilters,
  readReviewQuery,
  reviewQueryParams,
  statusFilters,
  toListInput,
  type AdminReviewQuery,
} from '../../components/admin/reviews/reviewListQuery';
import { SelectField } from '../../components/form/SelectField';
import { EmptyState } from '../../components/ui/EmptyState';
import { ErrorBanner } from '../../components/ui/ErrorBanner';
import { Spinner } from '../../components/ui/Spinner';
import { useTimedNotice } from '../../hooks/useTimedNotice';
import { rejectionMessageOr } from '../../lib/errorMessage';
import { useTRPC } from '../../lib/trpc';
import type { ModerateReviewInput } from '../../../shared/reviews';

type Moderation = Omit<ModerateReviewInput, 'id'>;

/**
 * /admin/reviews: every review, newest first, filtered by stars and status. Reviews are published
 * as they come (decision 018); the owner hides abuse here, saying why, can publish it again, and
 * replies in public (decision 057).
 */
export function AdminReviewsPage() {
  const trpc = useTRPC();
  const [params, setParams] = useSearchParams();
  const query = readReviewQuery(params);
  const list = useQuery(
    trpc.admin.reviews.list.queryOptions(toListInput(query), {
      placeholderData: (previous) => previous,
    }),
  );
  const queryClient = useQueryClient();
  const moderate = useMutation(trpc.admin.reviews.moderate.mutationOptions());
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { notice, show, clear } = useTimedNotice();

  const change = (changes: Partial<AdminReviewQuery>) =>
    setParams(reviewQueryParams({ ...query, page: 1, ...changes }));

  const [hiding, setHiding] = useState<AdminReview | null>(null);

  const onModerate = async (review: AdminReview, moderation: Moderation) => {
    clear();
    setFailure(null);
    setHiding(null);
    setPendingId(review._id);
    const { status } = moderation;
    try {
      await moderate.mutateAsync({ id: review._id, ...moderation });
      await queryClient.invalidateQueries(trpc.admin.reviews.list.queryFilter());
      show(status === 'hidden' ? 'Review hidden from the shop' : 'Review published');
    } catch (err) {
      setFailure(rejectionMessageOr(err, 'Failed to update the review. Please try again.'));
    } finally {
      setPendingId(null);
    }
  };

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Reviews"
        description="Customers' reviews appear in the shop as soon as they are written. Hide only abuse or what is not about the piece, and say why: UK law expects genuine reviews, good or bad, to be shown. You can answer any review in public."
      />
      {hiding && (
        <HideReviewDialog
          title={hiding.title}
          onClose={() => setHiding(null)}
          onConfirm={(reason, note) => void onModerate(hiding, { status: 'hidden', reason, note })}
        />
      )}
      <div className="grid gap-4 rounded-lg bg-white p-4 shadow-sm ring-1 ring-ink/5 sm:grid-cols-2">
        <SelectField
          label="Rating"
          options={ratingFilters}
          value={query.rating}
          onChange={(event) =>
            change({
              rating: readReviewQuery(new URLSearchParams({ rating: event.target.value })).rating,
            })
          }
        />
        <SelectField
          label="Status"
          options={statusFilters}
          value={query.status}
          onChange={(event) =>
            change({
              status: readReviewQuery(new URLSearchParams({ status: event.target.value })).status,
            })
          }
        />
      </div>
      <ActionFeedback notice={notice} error={failure} onDismissError={() => setFailure(null)} />
      {list.isPending ? (
        <Spinner label="Loading reviews…" />
      ) : list.isError ? (
        <ErrorBanner message="Failed to fetch reviews" onRetry={() => void list.refetch()} />
      ) : list.data.reviews.length === 0 ? (
        <EmptyState icon={MessageSquareText} title="No reviews found">
          <p className="text-sm text-stone">
            {query.rating || query.status
              ? 'No review matches these filters.'
              : 'Customers can review a piece once their order of it has been delivered.'}
          </p>
        </EmptyState>
      ) : (
        <>
          <p className="text-sm text-stone">
            {list.data.pagination.total} {list.data.pagination.total === 1 ? 'review' : 'reviews'},
            newest first
          </p>
          <ReviewsTable
            reviews={list.data.reviews}
            pendingId={pendingId}
            onModerate={(review, status) =>
              status === 'hidden' ? setHiding(review) : void onModerate(review, { status })
            }
          />
          <AdminPagination
            page={query.page}
            pages={list.data.pagination.pages}
            hrefFor={(page) => `/admin/reviews?${reviewQueryParams({ ...query, page }).toString()}`}
          />
        </>
      )}
    </div>
  );
}
