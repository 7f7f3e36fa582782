import { useQuery } from '@tanstack/react-query';
import { Package, ShoppingBag, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatGBP } from '../../../shared/money';
import { formatDateGB } from '../../../shared/londonTime';
import { useTRPC } from '../../lib/trpc';
import { useCart } from '../../state/cart';
import type { SessionUser } from '../../state/session';
import { AccountOrders } from './AccountOrders';

function Card({
  title,
  icon,
  children,
  className = '',
}: {
  title: string;
  icon: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={`rounded-lg bg-white p-6 shadow-sm ring-1 ring-ink/5 ${className}`}>
      <h3 className="flex items-center gap-2 text-2xl">
        <span className="text-gold-dark">{icon}</span>
        {title}
      </h3>
      <div className="mt-4 text-sm">{children}</div>
    </section>
  );
}

/** Spec §2 Account Dashboard: greeting, recent orders, account info and the cart summary. */
export function AccountDashboard({
  user,
  onEditDetails,
}: {
  user: SessionUser;
  onEditDetails: () => void;
}) {
  const trpc = useTRPC();
  const profile = useQuery(trpc.auth.profile.queryOptions());
  const { quantity, subtotal } = useCart();
  const memberSince = profile.data?.createdAt;
  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-3xl">Hello, {user.name}</h2>
        <p className="mt-2 text-sm text-stone">
          From your account dashboard you can follow your recent orders, check your cart and edit
          your account details.
        </p>
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <Card
          title="Recent Orders"
          icon={<Package className="size-5" aria-hidden />}
          className="md:col-span-2"
        >
          <AccountOrders recentOnly />
        </Card>
        <Card title="Account Info" icon={<UserRound className="size-5" aria-hidden />}>
          <dl className="space-y-2">
            <div className="flex flex-wrap gap-x-2">
              <dt className="text-stone">Name:</dt>
              <dd className="font-medium">{user.name}</dd>
            </div>
            <div className="flex flex-wrap gap-x-2">
              <dt className="text-stone">Email:</dt>
              <dd className="font-medium break-all">{user.email}</dd>
            </div>
            {memberSince && (
              <div className="flex flex-wrap gap-x-2">
                <dt className="text-stone">Member since:</dt>
                <dd className="font-medium">{formatDateGB(memberSince)}</dd>
              </div>
            )}
          </dl>
          <button type="button" onClick={onEditDetails} className="btn-outline mt-5 py-2">
            Edit Account Details
          </button>
        </Card>
        <Card title="Cart Summary" icon={<ShoppingBag className="size-5" aria-hidden />}>
          <dl className="space-y-2">
            <div className="flex justify-between gap-4">
              <dt className="text-stone">Items</dt>
              <dd className="font-medium tabular-nums" data-testid="account-cart-count">
                {quantity}
              </dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-stone">Subtotal</dt>
              <dd className="font-medium tabular-nums">{formatGBP(subtotal)}</dd>
            </div>
          </dl>
          <Link to="/cart" className="btn-primary mt-5 py-2">
            View Cart
          </Link>
        </Card>
      </div>
    </div>
  );
}
