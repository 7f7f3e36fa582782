import { Eye, EyeOff } from 'lucide-react';
import { useId, useState, type InputHTMLAttributes } from 'react';
import { FieldLabel } from './TextField';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: string; name: string };

/** A password input with its own show/hide toggle (spec §2 Login and Reset). */
export function PasswordField({ label, className = '', ...input }: Props) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} label={label} required={input.required} />
      <div className="relative">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          className="input py-2.5 pr-12"
          {...input}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={`Show ${label.toLowerCase()}`}
          aria-pressed={visible}
          aria-controls={id}
          className="absolute inset-y-0 right-0 grid w-11 place-items-center rounded-r-md text-stone hover:text-ink"
        >
          {visible ? (
            <EyeOff className="size-4.5" aria-hidden />
          ) : (
            <Eye className="size-4.5" aria-hidden />
          )}
        </button>
      </div>
    </div>
  );
}
