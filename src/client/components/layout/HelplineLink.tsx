import { Phone } from 'lucide-react';
import { Link } from 'react-router';
import { telHref } from '../../lib/links';
import { useShopInfo } from './useShopInfo';

/** The helpline number as a call link; without a number, a way to reach the shop instead. */
export function HelplineLink() {
  const { info, isPending } = useShopInfo();
  if (isPending) return <span className="invisible">Helpline</span>;
  return (
    <span className="inline-flex items-center gap-2">
      <Phone className="size-3.5 text-gold-light" aria-hidden />
      {info.contactNumber ? (
        <span>
          Helpline:{' '}
          <a
            href={telHref(info.contactNumber)}
            className="font-medium underline-offset-4 hover:underline"
          >
            {info.contactNumber}
          </a>
        </span>
      ) : (
        <span>
          Need help?{' '}
          <Link to="/store" className="font-medium underline underline-offset-4">
            Contact our store
          </Link>
        </span>
      )}
    </span>
  );
}
