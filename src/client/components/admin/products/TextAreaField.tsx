import { useId, type TextareaHTMLAttributes } from 'react';
import { FieldError, FieldLabel, invalidInputClass, invalidProps } from '../../form/TextField';

type Props = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  name: string;
  error?: string;
};

/** A labelled multi-line field, like TextField (the admin forms' descriptions). */
export function TextAreaField({ label, error, className = '', rows = 4, ...textarea }: Props) {
  const id = useId();
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} label={label} required={textarea.required} />
      <textarea
        id={id}
        rows={rows}
        className={`input py-2.5 ${error ? invalidInputClass : ''}`}
        {...invalidProps(id, error)}
        {...textarea}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}
