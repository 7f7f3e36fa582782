import type { ReactNode } from 'react';

/**
 * A titled white card (totals, the parts of an order); on paper it drops the card and keeps a
 * rule above the title.
 */
export function Panel({
  title,
  id,
  children,
  className = '',
}: {
  title: string;
  /** For links to the panel (the order page's Track order). */
  id?: string;
  children: ReactNode;
  className?: string;
}) {
  const titleId = `${id ?? title.toLowerCase().replace(/\W+/g, '-')}-title`;
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      className={`scroll-mt-28 rounded-lg bg-white p-6 shadow-sm ring-1 ring-ink/5 print:break-inside-avoid print:rounded-none print:border-t print:border-ink/20 print:px-0 print:py-4 print:shadow-none print:ring-0 ${className}`}
    >
      <h2 id={titleId} className="text-2xl">
        {title}
      </h2>
      <div className="mt-4 text-sm">{children}</div>
    </section>
  );
}
