import type { FormHTMLAttributes, ReactNode } from 'react';
import { ErrorBanner } from '../ui/ErrorBanner';
import { SuccessNotice } from '../ui/SuccessNotice';

type Props = FormHTMLAttributes<HTMLFormElement> & {
  error?: string | null;
  notice?: string | null;
  children: ReactNode;
};

/**
 * A form of the shop: it validates with the server's schemas and shows spec §5's texts in one
 * banner above the fields, so the browser's own bubbles are off (`required` still tells
 * assistive technology which fields are needed).
 */
export function Form({ error, notice, children, className = 'space-y-5', ...form }: Props) {
  return (
    <form noValidate className={className} {...form}>
      {error && <ErrorBanner message={error} />}
      {notice && <SuccessNotice message={notice} />}
      {children}
    </form>
  );
}
