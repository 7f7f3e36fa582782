import type { InputHTMLAttributes } from 'react';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: string };

/** A checkbox with its label beside it (the admin forms' flags). */
export function CheckboxField({ label, className = '', ...input }: Props) {
  return (
    <label className={`flex cursor-pointer items-center gap-3 text-sm font-medium ${className}`}>
      <input type="checkbox" className="size-4 shrink-0 accent-gold" {...input} />
      {label}
    </label>
  );
}
