import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AlertTriangle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { serverMessageOr } from '../../../lib/errorMessage';
import { useTRPC } from '../../../lib/trpc';
import { ErrorBanner } from '../../ui/ErrorBanner';
import { ButtonSpinner } from '../../ui/Spinner';
import type { AdminCategory } from './categoryTypes';

/** Asks before a category is deleted; the server's refusal (products or children left) shows here. */
export function DeleteCategoryPanel({
  category,
  onDeleted,
  onCancel,
}: {
  category: AdminCategory;
  onDeleted: (message: string) => void;
  onCancel: () => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const remove = useMutation(
    trpc.admin.categories.delete.mutationOptions({
      onSuccess: async () => {
        await Promise.all([
          queryClient.invalidateQueries(trpc.admin.categories.pathFilter()),
          queryClient.invalidateQueries(trpc.catalog.pathFilter()),
        ]);
        onDeleted('Category deleted successfully');
      },
    }),
  );
  const panel = useRef<HTMLElement>(null);
  // Opened from a row further down: bring the question into view and the keyboard to it.
  useEffect(() => {
    panel.current?.scrollIntoView({ block: 'nearest' });
    panel.current?.focus();
  }, [category._id]);

  return (
    <section
      ref={panel}
      tabIndex={-1}
      aria-labelledby="delete-category-title"
      className="rounded-lg border border-red-200 bg-red-50 p-5 text-red-900"
    >
      <h2
        id="delete-category-title"
        className="flex items-center gap-2 font-sans text-base font-semibold"
      >
        <AlertTriangle className="size-5" aria-hidden />
        Delete category “{category.name}”?
      </h2>
      <p className="mt-2 text-sm">
        This cannot be undone. A category that still has products or categories under it cannot be
        deleted.
      </p>
      {remove.error && (
        <div className="mt-3">
          <ErrorBanner
            message={serverMessageOr(remove.error, 'Failed to delete category. Please try again.')}
          />
        </div>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        <button
          type="button"
          className="btn bg-sale text-white hover:bg-red-800"
          disabled={remove.isPending}
          onClick={() => remove.mutate({ id: category._id })}
        >
          {remove.isPending && <ButtonSpinner />}
          Delete
        </button>
        <button type="button" className="btn-outline" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </section>
  );
}
