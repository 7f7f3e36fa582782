import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { SignInLinks } from '../components/session/SignInLinks';
import { EmptyState } from '../components/ui/EmptyState';
import { ErrorBanner } from '../components/ui/ErrorBanner';
import { Spinner } from '../components/ui/Spinner';
import { useWishlistActions, useWishlistItems } from '../components/wishlist/useWishlist';
import { WishlistTable } from '../components/wishlist/WishlistTable';
import { useSession } from '../state/session';
import { PageTitle } from '../components/layout/PageTitle';

/** /wishlist: spec §2. A guest is invited to log in; the page does not redirect. */
export function WishlistPage() {
  const signedIn = useSession() !== null;
  return (
    <div className="container-page py-10 lg:py-14">
      <PageTitle page="Wishlist" />
      <h1 className="text-4xl sm:text-5xl">My Wishlist</h1>
      <div className="mt-8">{signedIn ? <SignedInWishlist /> : <SignedOutWishlist />}</div>
    </div>
  );
}

function SignedOutWishlist() {
  return (
    <EmptyState icon={Heart} title="Please Login to Access Your Wishlist">
      <p className="max-w-sm text-sm text-stone">
        Keep the pieces you love in one place and come back to them whenever you like.
      </p>
      <SignInLinks />
    </EmptyState>
  );
}

function SignedInWishlist() {
  const list = useWishlistItems();
  const { remove, clear } = useWishlistActions();

  if (list.isPending) return <Spinner label="Loading your wishlist…" />;
  if (list.isError) {
    return (
      <ErrorBanner message="Failed to load your wishlist" onRetry={() => void list.refetch()} />
    );
  }
  if (list.data.items.length === 0) {
    return (
      <EmptyState icon={Heart} title="Your wishlist is empty">
        <p className="max-w-sm text-sm text-stone">
          Tap the heart on any piece to save it here for later.
        </p>
        <Link to="/products" className="btn-primary">
          Continue Shopping
        </Link>
      </EmptyState>
    );
  }

  const onClear = () => {
    if (window.confirm('Are you sure you want to clear your wishlist?')) clear.mutate();
  };
  return (
    <>
      <WishlistTable
        items={list.data.items}
        onRemove={(productId) => remove.mutate({ productId })}
        removingId={remove.isPending ? (remove.variables?.productId ?? null) : null}
      />
      <div className="mt-8 flex flex-wrap items-center justify-between gap-4 border-t border-ink/10 pt-6">
        <Link to="/products" className="btn-outline">
          Continue Shopping
        </Link>
        <button
          type="button"
          className="btn-outline hover:border-sale hover:text-sale"
          onClick={onClear}
          disabled={clear.isPending}
        >
          Clear Wishlist
        </button>
      </div>
    </>
  );
}
