import { CartTable } from '../components/cart/CartTable';
import { CartTotals } from '../components/cart/CartTotals';
import { EmptyCart } from '../components/cart/EmptyCart';
import { useHydrated } from '../hooks/useHydrated';
import { cart, useCart } from '../state/cart';
import { PageTitle } from '../components/layout/PageTitle';

/** /cart: the lines with quantity controls, and the totals with the way to checkout. */
export function CartPage() {
  const { items, subtotal } = useCart();
  // The server renders this page's shell (decision 023); the cart itself is the browser's to read.
  const pending = !useHydrated();
  return (
    <div className="container-page py-10 lg:py-14">
      <PageTitle page="Shopping Cart" />
      <h1 className="text-4xl sm:text-5xl">Shopping Cart</h1>
      {items.length === 0 ? (
        <div className="mt-8 rounded-lg bg-white shadow-sm ring-1 ring-ink/5" aria-busy={pending}>
          <EmptyCart pending={pending} />
        </div>
      ) : (
        <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
          <CartTable
            items={items}
            onQty={(line, qty) => cart.setQty(line, qty)}
            onRemove={(line) => cart.remove(line)}
          />
          <div className="lg:sticky lg:top-28">
            <CartTotals subtotal={subtotal} />
          </div>
        </div>
      )}
    </div>
  );
}
