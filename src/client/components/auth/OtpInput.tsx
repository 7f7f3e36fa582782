import { useId } from 'react';
import { OTP_LENGTH } from '../../../shared/constants';
import { sanitizeOtp } from '../../lib/otp';
import { FieldLabel } from '../form/TextField';

/**
 * The one-time code: digits only, capped at six. No maxLength: a pasted '123-456' would be cut
 * before the dashes could be dropped.
 */
export function OtpInput({ value, onChange }: { value: string; onChange: (otp: string) => void }) {
  const id = useId();
  return (
    <div>
      <FieldLabel htmlFor={id} label="Verification code" required />
      <input
        id={id}
        name="otp"
        required
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder={'0'.repeat(OTP_LENGTH)}
        value={value}
        onChange={(event) => onChange(sanitizeOtp(event.target.value))}
        className="input py-3 text-center font-mono text-2xl tracking-[0.5em] placeholder:text-stone/30"
      />
    </div>
  );
}
