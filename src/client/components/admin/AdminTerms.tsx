import type { ReactNode } from 'react';

/**
 * A card's facts as term and detail pairs (a delivery method's, a promotion's), laid out by
 * `className`'s grid; `detailClassName` styles the details (figures are bold and aligned).
 */
export function AdminTerms({
  terms,
  className,
  detailClassName = 'break-words',
}: {
  terms: [term: string, detail: ReactNode][];
  className: string;
  detailClassName?: string;
}) {
  return (
    <dl className={className}>
      {terms.map(([term, detail]) => (
        <div key={term} className="min-w-0">
          <dt className="text-xs tracking-[0.12em] text-stone uppercase">{term}</dt>
          <dd className={detailClassName}>{detail}</dd>
        </div>
      ))}
    </dl>
  );
}
