import { useId, type SelectHTMLAttributes } from 'react';
import { FieldError, FieldLabel, invalidInputClass, invalidProps } from './TextField';

type Props = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  options: readonly { value: string; label: string; disabled?: boolean }[];
  error?: string;
};

/** A labelled select, like TextField. */
export function SelectField({ label, options, error, className = '', ...select }: Props) {
  const id = useId();
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} label={label} required={select.required} />
      <select
        id={id}
        className={`input py-2.5 pr-8 ${error ? invalidInputClass : ''}`}
        {...invalidProps(id, error)}
        {...select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={id} error={error} />
    </div>
  );
}
