/** The one way to confirm a saved form on a page: a green line that screen readers announce. */
export function SuccessNotice({ message }: { message: string }) {
  return (
    <p
      role="status"
      className="rounded-md border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900"
    >
      {message}
    </p>
  );
}
