import { serverMessageOr } from '../../lib/errorMessage';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { useSession } from '../../state/session';
import { toast } from '../../state/toast';
import { retryUnlessClientError } from '../catalog/retry';

export type WishlistItem = RouterOutputs['wishlist']['list']['items'][number];

/** The signed-in shopper's wishlist (spec §4: loaded when a user is present). */
export function useWishlistItems() {
  const signedIn = useSession() !== null;
  return trpc.wishlist.list.useQuery(undefined, {
    enabled: signedIn,
    retry: retryUnlessClientError,
    meta: { errorToast: 'Failed to load your wishlist' },
  });
}

// The server says so when a second tab (or a double click) got there first: nothing went wrong.
const alreadyListed = /already in (your |the )?wishlist/i;

/** Add, remove and clear with spec §8's toasts; each answer is the new list, so it goes straight into the cache. */
export function useWishlistActions() {
  const utils = trpc.useUtils();
  const keep = (items: WishlistItem[]) => utils.wishlist.list.setData(undefined, { items });

  const add = trpc.wishlist.add.useMutation({
    onSuccess: ({ items }) => {
      keep(items);
      toast.success('Item added to wishlist');
    },
    onError: (error) => {
      if (alreadyListed.test(error.message)) return;
      toast.error(serverMessageOr(error, 'Failed to add item to wishlist'));
    },
  });
  const remove = trpc.wishlist.remove.useMutation({
    onSuccess: ({ items }) => {
      keep(items);
      toast.success('Item removed from wishlist');
    },
    onError: () => toast.error('Failed to remove item from wishlist'),
  });
  const clear = trpc.wishlist.clear.useMutation({
    onSuccess: () => {
      keep([]);
      toast.success('Wishlist cleared');
    },
    onError: () => toast.error('Failed to clear wishlist'),
  });

  return { add, remove, clear };
}
