import { useId, useRef } from 'react';
import { ButtonSpinner } from '../../ui/Spinner';
import type { AdminProductItemProps } from './AdminProductCard';

/**
 * Delete, which asks first, for a product of the admin list (a card on a wide screen, a row on a
 * phone): the props of its button and the question to show under it while it is asked.
 */
export function useProductDelete({
  product,
  confirming,
  deleting,
  onAskDelete,
  onCancelDelete,
  onConfirmDelete,
}: AdminProductItemProps) {
  const confirmId = useId();
  const deleteButton = useRef<HTMLButtonElement>(null);
  const buttonProps = {
    ref: deleteButton,
    type: 'button',
    'aria-label': `Delete ${product.name}`,
    'aria-expanded': confirming,
    'aria-controls': confirming ? confirmId : undefined,
    onClick: onAskDelete,
  } as const;
  const confirmation = confirming && (
    <div
      id={confirmId}
      role="group"
      aria-label={`Confirm deleting ${product.name}`}
      className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900"
    >
      <p>Delete this product? This cannot be undone.</p>
      <div className="mt-3 flex gap-2">
        <button
          type="button"
          className="btn flex-1 bg-sale px-3 py-2 text-white hover:bg-red-800"
          disabled={deleting}
          onClick={onConfirmDelete}
        >
          {deleting && <ButtonSpinner />}
          Yes, delete
        </button>
        <button
          type="button"
          // The confirmation takes the focus: the safe answer is the one under the finger.
          autoFocus
          className="btn-outline flex-1 px-3 py-2"
          disabled={deleting}
          onClick={() => {
            onCancelDelete();
            deleteButton.current?.focus();
          }}
        >
          Cancel
        </button>
      </div>
    </div>
  );
  return { buttonProps, confirmation };
}
