import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { formatDateGB } from '../../../../shared/londonTime';
import { rejectionMessageOr } from '../../../lib/errorMessage';
import { useTRPC } from '../../../lib/trpc';
import { Form } from '../../form/Form';
import { ButtonSpinner } from '../../ui/Spinner';
import { TextAreaField } from '../products/TextAreaField';
import type { AdminReview } from './ReviewsTable';

const REPLY_MAX = 2000;

/**
 * The shop's one public reply to a review (decision 057): written, edited or removed here, shown
 * under the review on the product page. Removing asks first.
 */
export function ReviewReply({ review }: { review: AdminReview }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [confirmingRemove, setConfirmingRemove] = useState(false);
  const [text, setText] = useState(review.reply?.body ?? '');
  const [failure, setFailure] = useState<string | null>(null);
  const done = async () => {
    await queryClient.invalidateQueries(trpc.admin.reviews.list.queryFilter());
    await queryClient.invalidateQueries(
      trpc.reviews.list.queryFilter({ productId: review.productId }),
    );
  };
  const save = useMutation(trpc.admin.reviews.reply.mutationOptions({ onSuccess: done }));
  const remove = useMutation(trpc.admin.reviews.removeReply.mutationOptions({ onSuccess: done }));

  const onSave = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!text.trim()) {
      setFailure('Please write your reply.');
      return;
    }
    setFailure(null);
    try {
      await save.mutateAsync({ id: review._id, reply: text });
      setEditing(false);
    } catch (err) {
      setFailure(rejectionMessageOr(err, 'Failed to save the reply. Please try again.'));
    }
  };
  const onRemove = async () => {
    setFailure(null);
    try {
      await remove.mutateAsync({ id: review._id });
      setConfirmingRemove(false);
      setText('');
    } catch (err) {
      setFailure(rejectionMessageOr(err, 'Failed to remove the reply. Please try again.'));
    }
  };

  if (editing) {
    return (
      <Form
        onSubmit={(event) => void onSave(event)}
        error={failure}
        aria-label={`Reply to ${review.title}`}
        className="mt-3 space-y-3"
      >
        <TextAreaField
          label="Your public reply"
          name="reply"
          rows={3}
          required
          maxLength={REPLY_MAX}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <div className="flex flex-wrap gap-3">
          <button type="submit" className="btn-primary py-2" disabled={save.isPending}>
            {save.isPending && <ButtonSpinner />}
            Publish reply
          </button>
          <button
            type="button"
            className="btn-outline py-2"
            onClick={() => {
              setEditing(false);
              setFailure(null);
              setText(review.reply?.body ?? '');
            }}
          >
            Cancel
          </button>
        </div>
      </Form>
    );
  }
  if (!review.reply) {
    return (
      <button type="button" className="mt-2 text-sm underline" onClick={() => setEditing(true)}>
        Reply in public<span className="sr-only"> to {review.title}</span>
      </button>
    );
  }
  return (
    <div className="mt-3 border-l-2 border-gold/60 bg-pearl/60 py-2 pr-3 pl-3 text-sm">
      <p className="text-xs font-semibold">Your reply, {formatDateGB(review.reply.repliedAt)}</p>
      <p className="mt-1 whitespace-pre-line text-ink/90">{review.reply.body}</p>
      {failure && <p className="mt-1 text-xs text-sale">{failure}</p>}
      {confirmingRemove ? (
        <p
          className="mt-2 flex flex-wrap items-center gap-3 text-xs"
          role="group"
          aria-label="Remove the reply?"
        >
          <span>Remove the reply from the shop?</span>
          <button
            type="button"
            className="btn-outline py-1"
            disabled={remove.isPending}
            onClick={() => void onRemove()}
          >
            {remove.isPending && <ButtonSpinner />}
            Remove
          </button>
          <button type="button" className="underline" onClick={() => setConfirmingRemove(false)}>
            Keep it
          </button>
        </p>
      ) : (
        <p className="mt-2 flex gap-4 text-xs">
          <button type="button" className="underline" onClick={() => setEditing(true)}>
            Edit reply<span className="sr-only"> to {review.title}</span>
          </button>
          <button type="button" className="underline" onClick={() => setConfirmingRemove(true)}>
            Remove reply<span className="sr-only"> to {review.title}</span>
          </button>
        </p>
      )}
    </div>
  );
}
