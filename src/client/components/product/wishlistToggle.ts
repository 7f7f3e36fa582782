import { toast } from '../../state/toast';

/** The wishlist needs an account; until accounts land every shopper is a guest. */
export function requestWishlistToggle() {
  toast.info('Please login to add items to your wishlist');
}
