import type { ReactNode } from 'react';

/**
 * The top of an admin page: its title (also the browser tab's), a line about it, and the page's
 * own actions on the right (they wrap under the title on a phone).
 */
export function AdminPageHeader({
  title,
  tabTitle = `${title} · Admin`,
  description,
  actions,
  children,
}: {
  title: string;
  /** The browser tab's title; by default the page's title and '· Admin'. */
  tabTitle?: string;
  description?: ReactNode;
  actions?: ReactNode;
  /** Beside the title, such as a status badge. */
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <title>{tabTitle}</title>
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-3xl lining-nums sm:text-4xl">{title}</h1>
          {children}
        </div>
        {description && <div className="mt-1.5 text-sm text-stone">{description}</div>}
      </div>
      {actions && <div className="flex flex-wrap gap-2 print:hidden">{actions}</div>}
    </div>
  );
}
