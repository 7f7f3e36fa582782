import type { ReactNode } from 'react';

/** One label and value of an order's details, the value on the right (inside a <dl>). */
export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-4">
      <dt className="text-stone">{label}</dt>
      <dd className="text-right font-medium">{children}</dd>
    </div>
  );
}
