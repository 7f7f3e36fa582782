import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** A page's "nothing here" (or "not for you yet") state: an icon, a line and the ways on. */
export function EmptyState({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-lg bg-white px-6 py-16 text-center shadow-sm ring-1 ring-ink/5">
      <span className="grid size-16 place-items-center rounded-full bg-pearl text-gold-dark">
        <Icon className="size-7" aria-hidden />
      </span>
      <h2 className="text-3xl">{title}</h2>
      {children}
    </div>
  );
}
