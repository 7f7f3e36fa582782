import { useQuery } from '@tanstack/react-query';
import { Star } from 'lucide-react';
import { isReceivedStatus } from '../../../shared/orderStatus';
import { reviewFormPath } from '../../../shared/ratings';
import { useTRPC } from '../../lib/trpc';
import { Panel } from '../ui/Panel';

/**
 * On a delivered (or collected) order: a link to the review form of each piece the customer has
 * not reviewed yet (decision 057), the same list its "delivered" mail carried. Nothing before
 * delivery, nothing once every piece is reviewed, and nothing if the list cannot be read (the
 * order page matters more than the invitation).
 */
export function ReviewInvites({ order }: { order: { _id: string; status: string } }) {
  const trpc = useTRPC();
  const received = isReceivedStatus(order.status);
  const invites = useQuery(
    trpc.reviews.invites.queryOptions({ orderId: order._id }, { enabled: received }),
  );
  if (!received || !invites.data?.length) return null;
  return (
    <Panel title="Review your pieces" className="print:hidden">
      <p className="text-stone">
        Tell other shoppers what you think: each review is marked as a verified purchase.
      </p>
      <ul className="mt-3 flex flex-wrap gap-3">
        {invites.data.map((piece) => (
          <li key={piece.productId}>
            {/* A page load, as from the mail: the browser lands on the server-drawn #reviews. */}
            <a href={reviewFormPath(piece.productId)} className="btn-outline py-2">
              <Star className="size-4" aria-hidden />
              Review {piece.name}
            </a>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
