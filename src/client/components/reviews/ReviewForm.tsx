import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Star } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { rejectionMessageOr } from '../../lib/errorMessage';
import { checkFields, reviewInput, type FieldErrors } from '../../lib/schemas';
import { useTRPC } from '../../lib/trpc';
import { toast } from '../../state/toast';
import { TextAreaField } from '../admin/products/TextAreaField';
import { Form } from '../form/Form';
import { TextField } from '../form/TextField';
import { ButtonSpinner } from '../ui/Spinner';
import type { Review } from './ReviewItem';

interface Props {
  productId: string;
  /** The customer's review, to edit; null to write one. */
  review: Review | null;
  onDone: () => void;
  onCancel?: () => void;
}

/** 1-5 stars, a title and the text; checked with the server's schema before it is sent. */
export function ReviewForm({ productId, review, onDone, onCancel }: Props) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [values, setValues] = useState({
    rating: review?.rating ?? 0,
    title: review?.title ?? '',
    body: review?.body ?? '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const create = useMutation(trpc.reviews.create.mutationOptions());
  const update = useMutation(trpc.reviews.update.mutationOptions());
  const saving = create.isPending || update.isPending;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const checked = checkFields(reviewInput, values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    try {
      if (review) await update.mutateAsync({ id: review._id, ...checked.data });
      else await create.mutateAsync({ productId, ...checked.data });
      // The list, the summary, the product's stars and the customer's own review all changed.
      await Promise.all([
        queryClient.invalidateQueries(trpc.reviews.pathFilter()),
        queryClient.invalidateQueries(trpc.catalog.product.queryFilter({ id: productId })),
      ]);
      toast.success(
        review ? 'Your review has been updated' : 'Thank you! Your review is published',
      );
      onDone();
    } catch (err) {
      setFailure(rejectionMessageOr(err, 'Failed to save your review. Please try again.'));
    }
  };

  const set = (field: 'title' | 'body', value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  return (
    <Form onSubmit={(event) => void onSubmit(event)} error={failure} aria-label="Your review">
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium">
          Your rating{' '}
          <span aria-hidden className="text-sale">
            *
          </span>
        </legend>
        <div className="flex gap-1">
          {[1, 2, 3, 4, 5].map((n) => (
            <label
              key={n}
              className="cursor-pointer rounded p-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-gold"
            >
              <input
                type="radio"
                name="rating"
                value={n}
                checked={values.rating === n}
                onChange={() => {
                  setValues((current) => ({ ...current, rating: n }));
                  setErrors((current) => ({ ...current, rating: undefined }));
                }}
                className="sr-only"
                aria-label={`${n} ${n === 1 ? 'star' : 'stars'}`}
              />
              <Star
                aria-hidden
                className={`size-7 ${n <= values.rating ? 'fill-gold text-gold' : 'text-gold-light'}`}
              />
            </label>
          ))}
        </div>
        {errors.rating && <p className="mt-1 text-xs text-sale">{errors.rating}</p>}
      </fieldset>
      <TextField
        label="Title"
        name="title"
        required
        maxLength={120}
        value={values.title}
        error={errors.title}
        onChange={(event) => set('title', event.target.value)}
      />
      <TextAreaField
        label="Your review"
        name="body"
        required
        rows={5}
        maxLength={4000}
        value={values.body}
        error={errors.body}
        onChange={(event) => set('body', event.target.value)}
      />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={saving}>
          {saving && <ButtonSpinner />}
          {review ? 'Save review' : 'Publish review'}
        </button>
        {onCancel && (
          <button type="button" className="btn-outline" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </Form>
  );
}
