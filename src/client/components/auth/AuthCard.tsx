import type { ReactNode } from 'react';
import { PageTitle } from '../layout/PageTitle';

/** The frame of the sign-in, registration and reset pages: one centred card with a heading. */
export function AuthCard({
  title,
  intro,
  children,
  footer,
  onTitleDoubleClick,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  onTitleDoubleClick?: () => void;
}) {
  return (
    <div className="container-page flex justify-center py-10 sm:py-16">
      <PageTitle page={title} />
      <section className="w-full max-w-md rounded-xl bg-white px-5 py-8 shadow-sm ring-1 ring-ink/5 sm:px-10 sm:py-10">
        <h1 className="text-center text-4xl select-none" onDoubleClick={onTitleDoubleClick}>
          {title}
        </h1>
        {intro && <div className="mt-3 text-center text-sm text-stone">{intro}</div>}
        <div className="mt-8">{children}</div>
        {footer && (
          <div className="mt-8 border-t border-ink/10 pt-6 text-center text-sm text-stone">
            {footer}
          </div>
        )}
      </section>
    </div>
  );
}
