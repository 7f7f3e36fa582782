import { useRef, useState, type FormEvent } from 'react';
import { hideReasonLabels, hideReasons, type HideReason } from '../../../../shared/reviewStatus';
import { Form } from '../../form/Form';
import { Modal } from '../../ui/Modal';
import { TextAreaField } from '../products/TextAreaField';

/**
 * Asked before a review is hidden (decision 057): why, from the reasons the reviews policy names,
 * and in the owner's words for any other. The reason is kept, shown here and to the review's
 * author. Escape or "Keep it published" leaves the review as it is.
 */
export function HideReviewDialog({
  title,
  onConfirm,
  onClose,
}: {
  title: string;
  onConfirm: (reason: HideReason, note: string) => void;
  onClose: () => void;
}) {
  const firstReason = useRef<HTMLInputElement>(null);
  const [reason, setReason] = useState<HideReason | null>(null);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const heading = `Hide “${title}”?`;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!reason) setProblem('Choose why the review is hidden.');
    else if (reason === 'other' && !note.trim()) setProblem('Say why the review is hidden.');
    else onConfirm(reason, note.trim());
  }

  return (
    <Modal title={heading} onClose={onClose} size="narrow" initialFocus={firstReason}>
      <h2 className="pr-8 text-2xl">{heading}</h2>
      <p className="mt-2 text-sm text-stone">
        It leaves the shop and the product&apos;s rating. Its author sees that it was hidden and
        why. Hide only what the reviews policy does not allow: a bad review that is about the piece
        stays.
      </p>
      <Form
        onSubmit={submit}
        aria-label="Hide the review"
        className="mt-5 space-y-5"
        error={problem}
      >
        <fieldset>
          <legend className="mb-2 text-sm font-medium">Reason</legend>
          <div className="space-y-2">
            {hideReasons.map((value, index) => (
              <label key={value} className="flex items-center gap-2 text-sm">
                <input
                  ref={index === 0 ? firstReason : undefined}
                  type="radio"
                  name="reason"
                  value={value}
                  checked={reason === value}
                  onChange={() => {
                    setReason(value);
                    setProblem(null);
                  }}
                  className="size-4 accent-gold"
                />
                {hideReasonLabels[value]}
              </label>
            ))}
          </div>
        </fieldset>
        <TextAreaField
          label={
            reason === 'other'
              ? 'Why (shown to the author)'
              : 'Note (optional, shown to the author)'
          }
          name="note"
          rows={3}
          maxLength={500}
          required={reason === 'other'}
          value={note}
          onChange={(event) => {
            setNote(event.target.value);
            setProblem(null);
          }}
        />
        <div className="flex flex-wrap gap-3">
          <button type="submit" className="btn-primary">
            Hide review
          </button>
          <button type="button" className="btn-outline" onClick={onClose}>
            Keep it published
          </button>
        </div>
      </Form>
    </Modal>
  );
}
