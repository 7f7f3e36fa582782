import { X } from 'lucide-react';
import { ErrorBanner } from '../ui/ErrorBanner';
import { SuccessNotice } from '../ui/SuccessNotice';

/**
 * Where an admin page answers a change: pinned under the shop's header while it shows, so the
 * answer is seen wherever on the page the button was.
 */
export function ActionFeedback({
  notice,
  error,
  onDismissError,
}: {
  notice: string | null;
  error: string | null;
  onDismissError: () => void;
}) {
  if (!notice && !error) return null;
  return (
    <div className="sticky top-20 z-30 space-y-2 shadow-sm lg:top-24 print:hidden">
      {notice && <SuccessNotice message={notice} />}
      {error && (
        <ErrorBanner message={error}>
          <button
            type="button"
            onClick={onDismissError}
            className="inline-flex shrink-0 items-center gap-1 rounded-md px-2 py-1 hover:bg-red-100"
          >
            <X className="size-4" aria-hidden />
            Dismiss
          </button>
        </ErrorBanner>
      )}
    </div>
  );
}
