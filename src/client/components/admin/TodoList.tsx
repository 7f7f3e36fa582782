import {
  ArrowRight,
  Gem,
  MessageSquareText,
  PackageCheck,
  Store,
  Truck,
  Undo2,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDateGB } from '../../../shared/londonTime';
import { formatGBP, toPounds } from '../../../shared/money';
import { adminOrderRef } from '../../../shared/orders';
import { waitedFor } from '../../../shared/ownersMorning';
import { returnStatusLabel } from '../../../shared/returns';
import type { RouterOutputs } from '../../lib/trpc';
import { ErrorBanner } from '../ui/ErrorBanner';
import { Spinner } from '../ui/Spinner';
import { useTodoList } from './useTodoList';

type Todo = RouterOutputs['admin']['todo']['list'];

interface Item {
  key: string;
  to: string;
  title: ReactNode;
  detail: ReactNode;
}

function TodoGroup({
  title,
  icon: Icon,
  count,
  to,
  linkLabel,
  items,
  empty,
}: {
  title: string;
  icon: LucideIcon;
  count: number;
  to: string;
  linkLabel: string;
  items: Item[];
  empty: string;
}) {
  const headingId = `todo-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section
      aria-labelledby={headingId}
      className={`flex flex-col rounded-lg bg-white p-4 shadow-sm ring-1 sm:p-5 ${
        count > 0 ? 'ring-gold/40' : 'ring-ink/5'
      }`}
    >
      <div className="flex items-center gap-3">
        <span className="grid size-9 shrink-0 place-items-center rounded-full bg-pearl text-gold-dark">
          <Icon className="size-4.5" aria-hidden />
        </span>
        <h2 id={headingId} className="min-w-0 flex-1 text-lg leading-tight">
          {title}
        </h2>
        <span className="font-display text-3xl leading-none font-semibold lining-nums tabular-nums">
          {count.toLocaleString('en-GB')}
        </span>
      </div>
      {count === 0 ? (
        <p className="mt-3 text-sm text-stone">{empty}</p>
      ) : (
        <>
          <ul className="mt-3 divide-y divide-ink/5 text-sm">
            {items.map((item) => (
              <li key={item.key}>
                <Link
                  to={item.to}
                  className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 py-2 hover:text-gold-dark"
                >
                  <span className="font-medium">{item.title}</span>
                  <span className="text-xs text-stone">{item.detail}</span>
                </Link>
              </li>
            ))}
          </ul>
          <Link
            to={to}
            className="mt-auto inline-flex items-center gap-1 pt-3 text-sm font-medium text-gold-dark underline-offset-4 hover:underline"
          >
            {linkLabel}
            <ArrowRight className="size-3.5" aria-hidden />
          </Link>
        </>
      )}
    </section>
  );
}

const orderLink = (id: string) => `/admin/orders/${id}`;

function groups(todo: Todo, now: Date) {
  return [
    {
      title: 'Orders to send',
      icon: Truck,
      count: todo.toSend.count,
      to: '/admin/orders?dispatch=to-send&sort=createdAt-asc',
      linkLabel: 'View all orders to send',
      empty: 'Nothing to send: every paid order is on its way.',
      items: todo.toSend.first.map((o) => ({
        key: o._id,
        to: orderLink(o._id),
        title: `${adminOrderRef(o._id)} ${o.customer}`,
        detail: `${o.delivery ?? 'Delivery'} · ${formatGBP(toPounds(o.totalPence))} · waiting ${waitedFor(o.waitingSince, now)}`,
      })),
    },
    {
      title: 'Collections waiting',
      icon: Store,
      count: todo.collections.count,
      to: '/admin/orders?dispatch=to-collect&sort=createdAt-asc',
      linkLabel: 'View all collections',
      empty: 'No collection waits in the shop.',
      items: todo.collections.first.map((o) => ({
        key: o._id,
        to: orderLink(o._id),
        title: `${adminOrderRef(o._id)} ${o.customer}`,
        detail: `paid ${waitedFor(o.waitingSince, now)} ago`,
      })),
    },
    {
      title: 'Returns to receive or refund',
      icon: Undo2,
      count: todo.returns.count,
      to: '/admin/orders?returns=open',
      linkLabel: 'View orders with open returns',
      empty: 'No return waits.',
      items: todo.returns.first.map((r) => ({
        key: r._id,
        to: orderLink(r.orderId),
        title: `${adminOrderRef(r.orderId)} ${formatGBP(toPounds(r.amountPence))}`,
        detail: r.refundDueBy
          ? `${returnStatusLabel[r.status]} · refund due by ${formatDateGB(r.refundDueBy)}`
          : `${returnStatusLabel[r.status]} ${waitedFor(r.requestedAt, now)} ago`,
      })),
    },
    {
      title: 'Low or sold-out stock',
      icon: Gem,
      count: todo.lowStock.count,
      to: '/admin/products?sort=countInStock&order=asc',
      linkLabel: 'View products by stock',
      empty: 'Every product is above its low-stock level.',
      items: todo.lowStock.first.map((p) => ({
        key: p._id,
        to: `/admin/products/${p._id}`,
        title: p.name,
        detail: p.countInStock === 0 ? 'Sold out' : `${p.countInStock} left`,
      })),
    },
    {
      title: 'New reviews',
      icon: MessageSquareText,
      count: todo.reviews.count,
      to: '/admin/reviews',
      linkLabel: 'Read the reviews',
      empty: 'No review this week.',
      items: todo.reviews.first.map((r) => ({
        key: r._id,
        to: '/admin/reviews',
        title: `${r.rating}★ ${r.title}`,
        detail: r.product,
      })),
    },
  ];
}

/**
 * The top of the dashboard (issue 29, "the owner's morning"): what waits for the owner today, each
 * group a count, its first few and a link to the whole list.
 */
export function TodoList() {
  const todo = useTodoList();
  if (todo.isPending) return <Spinner label="Loading today’s list…" />;
  if (todo.isError) {
    return (
      <ErrorBanner
        message="Error fetching today’s list. Please try again."
        onRetry={() => void todo.refetch()}
      />
    );
  }
  const now = new Date();
  return (
    <section aria-labelledby="todo-title" className="space-y-3">
      <h2 id="todo-title" className="flex items-center gap-2 text-2xl">
        <PackageCheck className="size-5 text-gold-dark" aria-hidden />
        To do today
      </h2>
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {groups(todo.data, now).map((group) => (
          <TodoGroup key={group.title} {...group} />
        ))}
      </div>
    </section>
  );
}
