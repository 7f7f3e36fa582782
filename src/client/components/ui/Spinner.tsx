/** A loading indicator that screen readers announce. */
export function Spinner({
  label = 'Loading…',
  className = '',
}: {
  label?: string;
  className?: string;
}) {
  return (
    <div
      role="status"
      className={`flex items-center justify-center gap-3 py-12 text-stone ${className}`}
    >
      <span className="size-6 animate-spin rounded-full border-2 border-gold-light border-t-gold" />
      <span className="text-sm">{label}</span>
    </div>
  );
}

/** The same ring, small, inside a button whose request is running. */
export function ButtonSpinner() {
  return (
    <span
      aria-hidden
      className="size-4 shrink-0 animate-spin rounded-full border-2 border-current border-t-transparent"
    />
  );
}
