import { MARKETING_OPT_IN_WORDING } from '../../../shared/marketingWording';

/**
 * The unticked "Send me news and offers by email" box of registration and checkout (decision
 * 059): optional, and the server records these exact words with the consent.
 */
export function MarketingOptIn({
  checked,
  onChange,
  className = '',
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  className?: string;
}) {
  return (
    <label className={`flex items-start gap-2 text-sm ${className}`}>
      <input
        type="checkbox"
        name="marketingOptIn"
        className="mt-0.5 size-4 shrink-0 accent-gold-dark"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>
        {MARKETING_OPT_IN_WORDING} <span className="text-stone">(optional)</span>
      </span>
    </label>
  );
}
