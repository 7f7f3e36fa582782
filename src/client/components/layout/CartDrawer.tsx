import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { cartDrawer } from '../../state/cartDrawer';
import { Spinner } from '../ui/Spinner';
import { SheetDialog } from './SheetDialog';

// Fetched when first opened: no page shows it at first paint (docs/decisions/024).
const CartDrawerContent = lazy(async () => ({
  default: (await import('./CartDrawerContent')).CartDrawerContent,
}));

/** The slide-in cart of spec §2, opened by the header's cart button and by every Add to Cart. */
export function CartDrawer() {
  const isOpen = cartDrawer.useIsOpen();
  const location = useLocation();

  // A link followed from the drawer (or anywhere else) leaves it behind.
  useEffect(() => {
    cartDrawer.close();
  }, [location.key]);

  return (
    <SheetDialog open={isOpen} onClose={cartDrawer.close} label="Shopping cart" side="right">
      <Suspense fallback={<Spinner />}>
        <CartDrawerContent />
      </Suspense>
    </SheetDialog>
  );
}
