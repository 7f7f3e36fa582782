import { Printer } from 'lucide-react';

/** Prints the page (its print styles hide the shop's header, footer and this button). */
export function PrintButton({ label, className = '' }: { label: string; className?: string }) {
  return (
    <button
      type="button"
      className={`btn-outline print:hidden ${className}`}
      onClick={() => window.print()}
    >
      <Printer className="size-4" aria-hidden />
      {label}
    </button>
  );
}
