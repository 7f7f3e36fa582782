import { useQuery } from '@tanstack/react-query';
import { Clock, PackageCheck, Store } from 'lucide-react';
import { Link } from 'react-router';
import { ActionFeedback } from '../../components/admin/ActionFeedback';
import { AdminPageHeader } from '../../components/admin/AdminPageHeader';
import { HandOverForm } from '../../components/admin/collections/HandOverForm';
import { useActionFeedback } from '../../components/admin/useActionFeedback';
import { EmptyState } from '../../components/ui/EmptyState';
import { ErrorBanner } from '../../components/ui/ErrorBanner';
import { Pill } from '../../components/ui/Pill';
import { Spinner } from '../../components/ui/Spinner';
import { waitingLabel } from '../../../shared/collection';
import { formatAdminDate, formatTimeGB } from '../../../shared/londonTime';
import { formatGBP } from '../../../shared/money';
import { useTRPC, type RouterOutputs } from '../../lib/trpc';

type Collections = RouterOutputs['admin']['orders']['collections'];
type Waiting = Collections['waiting'][number];

/** A week in the shop is long enough to ring the customer. */
const LONG_WAIT_DAYS = 7;

/**
 * /admin/collections: click & collect at the counter. What waits for its customer (oldest
 * first, and since when), each with the hand-over form that checks the customer's code, and
 * what was handed over today.
 */
export function AdminCollectionsPage() {
  const trpc = useTRPC();
  const collections = useQuery(
    trpc.admin.orders.collections.queryOptions(undefined, { staleTime: 0 }),
  );
  const feedback = useActionFeedback();

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Collections"
        description="Orders waiting in the shop for their customers, oldest first. Before handing one over, ask for photo ID and type the collection code from the customer's e-mail or order page."
      />
      <ActionFeedback
        notice={feedback.notice}
        error={feedback.error}
        onDismissError={feedback.dismissError}
      />
      {collections.isPending ? (
        <Spinner label="Loading collections…" className="min-h-[30vh]" />
      ) : collections.isError ? (
        <ErrorBanner
          message="Failed to load the collections. Please try again."
          onRetry={() => void collections.refetch()}
        />
      ) : (
        <>
          <section aria-labelledby="waiting-title" className="space-y-3">
            <h2 id="waiting-title" className="text-2xl">
              Waiting to be collected ({collections.data.waiting.length})
            </h2>
            {collections.data.waiting.length === 0 ? (
              <EmptyState icon={Store} title="Nothing is waiting">
                <p className="text-stone">
                  Orders appear here when you mark them Ready to collect.
                </p>
              </EmptyState>
            ) : (
              <ul className="space-y-3">
                {collections.data.waiting.map((order) => (
                  <li key={order._id}>
                    <WaitingCollection order={order} run={feedback.run} />
                  </li>
                ))}
              </ul>
            )}
          </section>
          <CollectedToday orders={collections.data.collectedToday} />
        </>
      )}
    </div>
  );
}

function WaitingCollection({
  order,
  run,
}: {
  order: Waiting;
  run: ReturnType<typeof useActionFeedback>['run'];
}) {
  const titleId = `collection-${order._id}`;
  const long = order.waitingDays >= LONG_WAIT_DAYS;
  return (
    <article
      aria-labelledby={titleId}
      className="space-y-4 rounded-lg bg-white p-4 shadow-sm ring-1 ring-ink/5 sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h3 id={titleId} className="text-xl">
            {order.customer}
          </h3>
          <p className="text-sm text-stone">
            <Link
              to={`/admin/orders/${order._id}`}
              className="font-medium text-ink underline-offset-2 hover:text-gold-dark hover:underline"
            >
              Order #{order.number}
            </Link>
            {' · '}
            {formatGBP(order.totalPrice)}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {!order.isPaid && <Pill tone="amber">Unpaid: take payment first</Pill>}
          <Pill tone={long ? 'amber' : 'teal'}>
            <Clock className="mr-1 size-3.5" aria-hidden />
            {waitingLabel(order.waitingDays)}
          </Pill>
        </div>
      </div>
      <div className="text-sm">
        <p className="text-stone">
          Ready since{' '}
          {order.readyAt && <time dateTime={order.readyAt}>{formatAdminDate(order.readyAt)}</time>}
        </p>
        <ul className="mt-1 list-inside list-disc">
          {order.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>
      <HandOverForm orderId={order._id} run={run} />
    </article>
  );
}

function CollectedToday({ orders }: { orders: Collections['collectedToday'] }) {
  return (
    <section
      aria-labelledby="collected-title"
      className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-ink/5 sm:p-5"
    >
      <h2 id="collected-title" className="text-2xl">
        Collected today ({orders.length})
      </h2>
      {orders.length === 0 ? (
        <p className="mt-3 text-sm text-stone">Nothing has been collected yet today.</p>
      ) : (
        <ul className="mt-3 divide-y divide-ink/10 text-sm">
          {orders.map((order) => (
            <li key={order._id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2.5">
              <PackageCheck className="size-4 text-emerald-700" aria-hidden />
              {order.collectedAt && (
                <time dateTime={order.collectedAt} className="tabular-nums">
                  {formatTimeGB(order.collectedAt)}
                </time>
              )}
              <span className="font-medium">{order.customer}</span>
              <Link
                to={`/admin/orders/${order._id}`}
                className="text-stone underline-offset-2 hover:text-gold-dark hover:underline"
              >
                Order #{order.number}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
