import { IdCard, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { formatCollectionCode } from '../../../shared/collection';
import { useShopInfo } from '../layout/useShopInfo';

/**
 * Click & collect, on the customer's own order page: the code to show at the counter (the server
 * sends it to this order's customer only), where to come and what to bring.
 */
export function CollectionCode({ code }: { code: string }) {
  const { info } = useShopInfo();
  return (
    <section
      aria-labelledby="collection-code-title"
      className="mt-8 rounded-lg border-2 border-teal-600/40 bg-teal-50 p-6 text-teal-950"
    >
      <h2 id="collection-code-title" className="text-2xl">
        Ready to collect
      </h2>
      <div className="mt-4 flex flex-wrap items-center gap-x-8 gap-y-4">
        <div>
          <p className="text-sm">Your collection code</p>
          <p
            className="font-mono text-4xl font-semibold tracking-[0.2em] lining-nums"
            data-testid="collection-code"
          >
            {formatCollectionCode(code)}
          </p>
        </div>
        <ul className="space-y-2 text-sm">
          <li className="flex gap-2">
            <IdCard className="mt-0.5 size-4 shrink-0" aria-hidden />
            Show this code at the counter and please bring photo ID (a passport or driving licence).
          </li>
          <li className="flex gap-2">
            <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden />
            <span>
              {info.formattedAddress}.{' '}
              <Link to="/about" className="font-medium underline underline-offset-2">
                Opening hours and directions
              </Link>
            </span>
          </li>
        </ul>
      </div>
    </section>
  );
}
