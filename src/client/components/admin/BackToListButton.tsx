import { ArrowLeft } from 'lucide-react';

/** Above an admin page's form or details: back to the page's list ('Back to Categories'). */
export function BackToListButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="mb-2 inline-flex items-center gap-1 text-sm text-stone hover:text-gold-dark"
    >
      <ArrowLeft className="size-4" aria-hidden />
      {label}
    </button>
  );
}
