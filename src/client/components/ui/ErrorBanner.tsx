import type { ReactNode } from 'react';

/** The one way to show an error on a page: a red banner with the message (and an optional action). */
export function ErrorBanner({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 sm:flex-row sm:items-center sm:justify-between"
    >
      <span>{message}</span>
      {children}
    </div>
  );
}
