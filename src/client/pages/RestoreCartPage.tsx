import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '../components/auth/AuthCard';
import { addProductToCart } from '../components/product/addProductToCart';
import { ErrorBanner } from '../components/ui/ErrorBanner';
import { Spinner } from '../components/ui/Spinner';
import { useTRPC } from '../lib/trpc';
import { cartDrawer } from '../state/cartDrawer';

/**
 * /cart/restore?token=…: an abandoned checkout's reminder link (decision 059). The order's pieces
 * go back in the cart at the catalogue's prices of today (each product read again, as its page
 * would); a piece no longer on sale is left out. Then on to the cart.
 */
export function RestoreCartPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token') ?? '';
  const lines = useQuery({
    ...trpc.reminders.cart.queryOptions({ token }),
    enabled: token !== '',
    retry: false,
  });
  const restored = useRef(false);

  useEffect(() => {
    if (!lines.data || restored.current) return;
    restored.current = true;
    void (async () => {
      for (const line of lines.data.lines) {
        const product = await queryClient
          .fetchQuery(trpc.catalog.product.queryOptions({ id: line.product }))
          .catch(() => null);
        if (product) addProductToCart(product, line.qty, line.variation);
      }
      cartDrawer.close();
      await navigate('/cart', { replace: true });
    })();
  }, [lines.data, navigate, queryClient, trpc]);

  return (
    <AuthCard
      title="Your Cart"
      footer={
        <Link to="/" className="font-medium text-gold-dark underline-offset-4 hover:underline">
          Back to the shop
        </Link>
      }
    >
      {!token || lines.isError ? (
        <ErrorBanner message="This link is not valid. Please open the link from the email again." />
      ) : (
        <Spinner />
      )}
    </AuthCard>
  );
}
