import type { ReactNode } from 'react';

/**
 * The one way to show an error on a page: a red banner with the message, an optional action, and
 * 'Try again' when the failed request can simply be repeated.
 */
export function ErrorBanner({
  message,
  onRetry,
  children,
}: {
  message: string;
  onRetry?: () => void;
  children?: ReactNode;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 sm:flex-row sm:items-center sm:justify-between"
    >
      <span>{message}</span>
      {children}
      {onRetry && (
        <button type="button" className="btn-outline shrink-0 py-2" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}
