import { Gem } from 'lucide-react';
import { Link } from 'react-router';
import { useShopInfo } from './useShopInfo';

/** The shop's name as its wordmark, linking home. */
export function ShopLogo({ onClick }: { onClick?: () => void }) {
  const { info, isPending } = useShopInfo();
  return (
    // While the name is hidden the link still needs one: a screen reader would meet an empty link.
    <Link
      to="/"
      onClick={onClick}
      aria-label={isPending ? 'Home' : undefined}
      className="flex min-w-0 items-center gap-2 text-ink"
    >
      <Gem className="hidden size-5 shrink-0 text-gold sm:block" aria-hidden strokeWidth={1.5} />
      {/* Hidden, not swapped, while loading: the fallback name must not flash before the real one. */}
      <span
        className={`truncate font-display text-lg font-semibold tracking-wide sm:text-2xl lg:text-xl xl:text-2xl ${isPending ? 'invisible' : ''}`}
      >
        {info.shopName}
      </span>
    </Link>
  );
}
