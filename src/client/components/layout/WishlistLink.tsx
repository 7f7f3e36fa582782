import { Heart } from 'lucide-react';
import { NavLink } from 'react-router';
import { useSession } from '../../state/session';
import { useWishlistItems } from '../wishlist/useWishlist';

/** The header's heart: a link to /wishlist with the item count once someone is signed in. */
export function WishlistLink() {
  const signedIn = useSession() !== null;
  const { data } = useWishlistItems();
  const count = data?.items.length ?? 0;
  return (
    <NavLink
      to="/wishlist"
      aria-label={signedIn ? `Wishlist, ${count} ${count === 1 ? 'item' : 'items'}` : 'Wishlist'}
      className="relative rounded-full p-2 hover:text-gold-dark"
    >
      <Heart className="size-6" aria-hidden strokeWidth={1.5} />
      {signedIn && (
        <span
          data-testid="wishlist-count"
          className="absolute top-0.5 right-0 grid h-[18px] min-w-[18px] place-items-center rounded-full bg-gold-dark px-1 text-[10px] leading-none font-semibold text-white tabular-nums"
        >
          {count}
        </span>
      )}
    </NavLink>
  );
}
