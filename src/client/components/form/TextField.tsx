import { useId, type ComponentProps } from 'react';

type Props = ComponentProps<'input'> & {
  label: string;
  name: string;
  /** A message under the field, for forms that check each field (the checkout). */
  error?: string;
};

/** A labelled input; required fields carry the star that forms in the shop use. */
export function TextField({ label, error, className = '', ...input }: Props) {
  const id = useId();
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} label={label} required={input.required} />
      <input
        id={id}
        className={`input py-2.5 ${error ? invalidInputClass : ''}`}
        {...invalidProps(id, error)}
        {...input}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}

/** The star sits beside the label, not in it, so the field's name stays exactly its label. */
export function FieldLabel({
  htmlFor,
  label,
  required,
}: {
  htmlFor: string;
  label: string;
  required?: boolean;
}) {
  return (
    <div className="mb-1.5 flex gap-1 text-sm font-medium text-ink">
      <label htmlFor={htmlFor}>{label}</label>
      {required && (
        <span aria-hidden className="text-sale">
          *
        </span>
      )}
    </div>
  );
}

export const invalidInputClass = 'border-sale focus:border-sale focus:ring-sale';

/** Marks a field invalid and points assistive technology at its message. */
export const invalidProps = (id: string, error: string | undefined) =>
  error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};

export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="mt-1 text-xs text-sale">
      {error}
    </p>
  );
}
