import { useId, type InputHTMLAttributes } from 'react';

type Props = InputHTMLAttributes<HTMLInputElement> & { label: string; name: string };

/** A labelled input; required fields carry the star that forms in the shop use. */
export function TextField({ label, className = '', ...input }: Props) {
  const id = useId();
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} label={label} required={input.required} />
      <input id={id} className="input py-2.5" {...input} />
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
