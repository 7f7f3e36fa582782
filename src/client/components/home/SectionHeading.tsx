import type { ReactNode } from 'react';

/** The home page's section titles: a small gold eyebrow over a serif heading. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  align = 'center',
  children,
}: {
  id: string;
  eyebrow: string;
  title: string;
  align?: 'center' | 'left';
  children?: ReactNode;
}) {
  const centred = align === 'center';
  return (
    <div
      className={`flex flex-col gap-4 ${centred ? 'items-center text-center' : 'sm:flex-row sm:items-end sm:justify-between'}`}
    >
      <div>
        <p className="text-xs font-medium tracking-[0.25em] text-gold-dark uppercase">{eyebrow}</p>
        <h2 id={id} className="mt-2 text-3xl font-medium text-ink sm:text-4xl">
          {title}
        </h2>
        {centred && <span aria-hidden className="mx-auto mt-4 block h-px w-16 bg-gold/60" />}
      </div>
      {children}
    </div>
  );
}
