import { Heart } from 'lucide-react';
import { useSession } from '../../state/session';
import { toast } from '../../state/toast';
import { useWishlistActions, useWishlistItems } from './useWishlist';

interface Props {
  product: { _id: string; name: string };
  /** Shape and place; the colours are the heart's own. */
  className: string;
  iconClassName: string;
}

const colours = 'text-stone transition-colors hover:text-sale aria-pressed:text-sale';

/** The heart on cards, Quick View and the product page: a toggle for the shopper's wishlist. */
export function WishlistHeart(props: Props) {
  // A guest has no wishlist to ask the server about (spec §5: login required).
  return useSession() ? <SignedInHeart {...props} /> : <GuestHeart {...props} />;
}

function GuestHeart({ product, className, iconClassName }: Props) {
  return (
    <button
      type="button"
      onClick={() => toast.info('Please login to add items to your wishlist')}
      aria-label={`Add ${product.name} to wishlist`}
      className={`${className} ${colours}`}
    >
      <Heart className={iconClassName} aria-hidden />
    </button>
  );
}

function SignedInHeart({ product, className, iconClassName }: Props) {
  const { data } = useWishlistItems();
  const { add, remove } = useWishlistActions();
  const listed = data?.items.some((item) => item.product._id === product._id) ?? false;
  const busy = add.isPending || remove.isPending;
  return (
    <button
      type="button"
      onClick={() => {
        if (!busy) (listed ? remove : add).mutate({ productId: product._id });
      }}
      // Not `disabled`: that would drop keyboard focus while the request runs.
      aria-disabled={busy}
      aria-pressed={listed}
      aria-label={`Add ${product.name} to wishlist`}
      className={`${className} ${colours} aria-disabled:cursor-wait`}
    >
      <Heart className={iconClassName} fill={listed ? 'currentColor' : 'none'} aria-hidden />
    </button>
  );
}
