import { useShopInfo } from '../layout/useShopInfo';

/** On paper only: who issued the receipt (the site's own header is not printed). */
export function PrintShopHeader() {
  const { info } = useShopInfo();
  return (
    <div className="mb-6 hidden border-b border-ink/30 pb-4 print:flex print:items-end print:justify-between print:gap-6">
      <div>
        <p className="font-display text-3xl">{info.shopName}</p>
        {info.tagline && <p className="text-sm text-stone">{info.tagline}</p>}
      </div>
      <address className="text-right text-xs leading-relaxed not-italic">
        {info.formattedAddress && <p>{info.formattedAddress}</p>}
        {info.contactNumber && <p>Tel: {info.contactNumber}</p>}
        {info.email && <p>{info.email}</p>}
      </address>
    </div>
  );
}
