import { useQueryClient } from '@tanstack/react-query';
import { LockKeyhole } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { EmptyCart } from '../components/cart/EmptyCart';
import { OrderStep } from '../components/checkout/OrderStep';
import { PaymentStage } from '../components/checkout/PaymentStage';
import { useCheckoutForm } from '../components/checkout/useCheckoutForm';
import { SignInLinks } from '../components/session/SignInLinks';
import { EmptyState } from '../components/ui/EmptyState';
import { orderNumber } from '../lib/schemas';
import { useTRPC, type Order } from '../lib/trpc';
import { cart, useCart } from '../state/cart';
import { cartSignature, pendingOrder } from '../state/checkout';
import { useSession, type SessionUser } from '../state/session';
import { toast } from '../state/toast';
import { discountCode } from '../state/discountCode';
import { PageTitle } from '../components/layout/PageTitle';

/** /checkout: spec §2 and §4's checkout flow. A guest is asked to log in; the page does not redirect. */
export function CheckoutPage() {
  const current = useSession();
  return (
    <div className="container-page py-10 lg:py-14">
      <PageTitle page="Checkout" />
      <h1 className="text-4xl sm:text-5xl">Checkout</h1>
      <div className="mt-8">
        {current ? (
          <SignedInCheckout key={current.user._id} user={current.user} />
        ) : (
          <SignInFirst />
        )}
      </div>
    </div>
  );
}

function SignInFirst() {
  return (
    <EmptyState icon={LockKeyhole} title="Please login to continue">
      <p className="max-w-sm text-sm text-stone">
        Sign in to your account to place your order and follow it afterwards.
      </p>
      <SignInLinks />
    </EmptyState>
  );
}

function SignedInCheckout({ user }: { user: SessionUser }) {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const { items, subtotal } = useCart();
  const remembered = pendingOrder.use();
  const form = useCheckoutForm(user);
  const [justPlaced, setJustPlaced] = useState<string | null>(null);
  const [lapsedNotice, setLapsedNotice] = useState<string | null>(null);

  // The remembered order counts only while the cart is still the one it was placed from.
  const rememberedId =
    remembered && remembered.cart === cartSignature(items) ? remembered.orderId : null;
  // The order page's Complete payment names its order.
  const orderId = params.get('order') ?? rememberedId;

  /** Spec §4: to the confirmation, then the cart and the forms are cleared. */
  async function finish(order: Order) {
    const fromThisCart = pendingOrder.get()?.orderId === order._id;
    toast.success(
      order.totalPrice === 0 ? 'Order confirmed: nothing to pay.' : 'Payment successful!',
    );
    form.reset();
    await navigate(`/order-confirmation/${order._id}`);
    // Only now: earlier, this page would show its empty-cart state for a moment.
    if (fromThisCart) {
      cart.clear();
      discountCode.set('');
      pendingOrder.forget();
    }
    queryClient.setQueryData(trpc.orders.byId.queryKey({ id: order._id }), order);
    await queryClient.invalidateQueries(trpc.orders.mine.queryFilter());
  }

  if (orderId) {
    return (
      <PaymentStage
        key={orderId}
        orderId={orderId}
        remembered={orderId === rememberedId}
        justPlaced={orderId === justPlaced}
        onPaid={(order) => void finish(order)}
        onLapsed={(order) => {
          pendingOrder.forget();
          if (order) {
            setLapsedNotice(
              `Order #${orderNumber(order._id)} was not paid in time and has been cancelled. Please place your order again.`,
            );
          }
        }}
      />
    );
  }
  if (items.length === 0) {
    return (
      <div className="rounded-lg bg-white shadow-sm ring-1 ring-ink/5">
        <EmptyCart />
      </div>
    );
  }
  return (
    <>
      {lapsedNotice && (
        <p
          role="status"
          className="mb-6 rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          {lapsedNotice}
        </p>
      )}
      <OrderStep
        form={form}
        items={items}
        subtotal={subtotal}
        onPlaced={(order) => {
          pendingOrder.set(order._id, items);
          setJustPlaced(order._id);
          setLapsedNotice(null);
        }}
      />
    </>
  );
}
