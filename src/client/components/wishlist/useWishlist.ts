import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { serverMessageOr } from '../../lib/errorMessage';
import { useTRPC, type RouterOutputs } from '../../lib/trpc';
import { useSession } from '../../state/session';
import { toast } from '../../state/toast';
import { retryUnlessClientError } from '../catalog/retry';

export type WishlistItem = RouterOutputs['wishlist']['list']['items'][number];

/** The signed-in shopper's wishlist (spec §4: loaded when a user is present). */
export function useWishlistItems() {
  const trpc = useTRPC();
  const signedIn = useSession() !== null;
  return useQuery(
    trpc.wishlist.list.queryOptions(undefined, {
      enabled: signedIn,
      retry: retryUnlessClientError,
      meta: { errorToast: 'Failed to load your wishlist' },
    }),
  );
}

// The server says so when a second tab (or a double click) got there first: nothing went wrong.
const alreadyListed = /already in (your |the )?wishlist/i;

/** Add, remove and clear with spec §8's toasts; each answer is the new list, so it goes straight into the cache. */
export function useWishlistActions() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const keep = (items: WishlistItem[]) =>
    queryClient.setQueryData(trpc.wishlist.list.queryKey(), { items });

  const add = useMutation(
    trpc.wishlist.add.mutationOptions({
      onSuccess: ({ items }) => {
        keep(items);
        toast.success('Item added to wishlist');
      },
      onError: (error) => {
        if (alreadyListed.test(error.message)) return;
        toast.error(serverMessageOr(error, 'Failed to add item to wishlist'));
      },
    }),
  );
  const remove = useMutation(
    trpc.wishlist.remove.mutationOptions({
      onSuccess: ({ items }) => {
        keep(items);
        toast.success('Item removed from wishlist');
      },
      onError: () => toast.error('Failed to remove item from wishlist'),
    }),
  );
  const clear = useMutation(
    trpc.wishlist.clear.mutationOptions({
      onSuccess: () => {
        keep([]);
        toast.success('Wishlist cleared');
      },
      onError: () => toast.error('Failed to clear wishlist'),
    }),
  );

  return { add, remove, clear };
}
