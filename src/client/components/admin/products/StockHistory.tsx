import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { formatAdminDateTime } from '../../../../shared/londonTime';
import { stockReasonWording } from '../../../../shared/stock';
import { variationLabel } from '../../../../shared/variations';
import { useTRPC, type RouterOutputs } from '../../../lib/trpc';
import { ErrorBanner } from '../../ui/ErrorBanner';
import { ButtonSpinner, Spinner } from '../../ui/Spinner';
import { OrderRefs } from '../orders/OrderRefs';
import { adminCell as cell, adminHeadCell as head } from '../adminTableLook';

type Movement = RouterOutputs['admin']['products']['stockHistory']['movements'][number];
interface OlderPages {
  /** When the newest page they follow was loaded. */
  after: number;
  movements: Movement[];
  next: number | null;
}

/**
 * The product's stock history (decision 045): every change, newest first, with why, the order it
 * was for and who made it; older changes a page at a time behind "Show more".
 */
export function StockHistory({ productId }: { productId: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const titleId = useId();
  const newest = useQuery(trpc.admin.products.stockHistory.queryOptions({ id: productId }));
  /** Older pages shown so far, valid for the newest page they followed. */
  const [older, setOlder] = useState<OlderPages | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);
  const shownOlder = older?.after === newest.dataUpdatedAt ? older : null;
  const movements = [...(newest.data?.movements ?? []), ...(shownOlder?.movements ?? [])];
  const next = shownOlder ? shownOlder.next : (newest.data?.next ?? null);

  const showMore = async (before: number) => {
    setLoadingMore(true);
    setMoreFailed(false);
    try {
      const page = await queryClient.fetchQuery(
        trpc.admin.products.stockHistory.queryOptions({ id: productId, before }),
      );
      setOlder({
        after: newest.dataUpdatedAt,
        movements: [...(shownOlder?.movements ?? []), ...page.movements],
        next: page.next,
      });
    } catch {
      setMoreFailed(true);
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <section
      aria-labelledby={titleId}
      className="space-y-4 rounded-lg bg-white p-5 shadow-sm ring-1 ring-ink/5 sm:p-6"
    >
      <h2 id={titleId} className="text-2xl">
        Stock history
      </h2>
      {newest.isPending ? (
        <Spinner />
      ) : newest.isError ? (
        <ErrorBanner
          message="Failed to load the stock history. Please try again."
          onRetry={() => void newest.refetch()}
        />
      ) : movements.length === 0 ? (
        <p className="text-sm text-stone">No stock changes recorded yet.</p>
      ) : (
        <div className="relative -mx-5 overflow-x-auto sm:-mx-6">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Stock changes, newest first</caption>
            <thead className="border-b border-ink/10 bg-pearl/60">
              <tr>
                <th scope="col" className={`${head} hidden sm:table-cell`}>
                  When
                </th>
                <th scope="col" className={head}>
                  Why
                </th>
                <th scope="col" className={`${head} text-right`}>
                  Change
                </th>
                <th scope="col" className={`${head} text-right`}>
                  In stock
                </th>
                <th scope="col" className={`${head} hidden sm:table-cell`}>
                  Who
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-ink/10">
              {movements.map((m) => (
                <MovementRow key={m._id} movement={m} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {moreFailed && (
        <p className="text-sm text-sale" role="alert">
          Failed to load older changes. Please try again.
        </p>
      )}
      {next && (
        <button
          type="button"
          className="btn-outline"
          disabled={loadingMore}
          onClick={() => void showMore(next)}
        >
          {loadingMore && <ButtonSpinner />}
          Show more
        </button>
      )}
    </section>
  );
}

/** Nobody named on a change nobody named either (a script, a console) is not known. */
const whoLabel = ({ by, reason }: Movement) =>
  by
    ? `${by.name}${by.role === 'customer' ? ' (customer)' : ''}`
    : reason === 'other'
      ? 'Not recorded'
      : 'The shop (automatic)';

function MovementRow({ movement: m }: { movement: Movement }) {
  const when = formatAdminDateTime(m.at);
  const option = m.variant ? variationLabel(m.variant, []) : '';
  return (
    <tr>
      <td className={`${cell} hidden whitespace-nowrap sm:table-cell`}>
        <time dateTime={m.at}>{when}</time>
      </td>
      <td className={cell}>
        {stockReasonWording[m.reason]}
        {option && <span className="text-stone"> ({option})</span>}
        {m.orderId && (
          <Link
            to={`/admin/orders/${m.orderId}`}
            className="block text-xs text-gold-dark underline underline-offset-2 hover:text-ink"
          >
            <span className="sr-only">Order </span>
            <OrderRefs id={m.orderId} />
          </Link>
        )}
        {/* Phones have no room for the When and Who columns: they go under the reason. */}
        <span className="block text-xs text-stone sm:hidden">
          <time dateTime={m.at}>{when}</time> · {whoLabel(m)}
        </span>
      </td>
      <td
        className={`${cell} text-right font-medium whitespace-nowrap tabular-nums ${m.change < 0 ? 'text-sale' : 'text-emerald-800'}`}
      >
        {m.change > 0 ? `+${m.change}` : `−${-m.change}`}
      </td>
      <td className={`${cell} text-right tabular-nums`}>{m.stockAfter}</td>
      <td className={`${cell} hidden sm:table-cell`}>{whoLabel(m)}</td>
    </tr>
  );
}
