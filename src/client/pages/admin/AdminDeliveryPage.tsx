import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus, Truck } from 'lucide-react';
import { useState } from 'react';
import { ActionFeedback } from '../../components/admin/ActionFeedback';
import { AdminPageHeader } from '../../components/admin/AdminPageHeader';
import { BackToListButton } from '../../components/admin/BackToListButton';
import { DeleteDeliveryDialog } from '../../components/admin/delivery/DeleteDeliveryDialog';
import { DeliveryMethodForm } from '../../components/admin/delivery/DeliveryMethodForm';
import {
  DeliveryMethodList,
  type MoveDirection,
} from '../../components/admin/delivery/DeliveryMethodList';
import type { DeliveryMethod } from '../../components/admin/delivery/deliveryForm';
import { EmptyState } from '../../components/ui/EmptyState';
import { ErrorBanner } from '../../components/ui/ErrorBanner';
import { Spinner } from '../../components/ui/Spinner';
import { useTimedNotice } from '../../hooks/useTimedNotice';
import { rejectionMessageOr } from '../../lib/errorMessage';
import { useTRPC } from '../../lib/trpc';

type Mode = { kind: 'list' } | { kind: 'create' } | { kind: 'edit'; id: string };

const headings = {
  list: 'Delivery',
  create: 'Add a delivery method',
  edit: 'Edit delivery method',
};

/** The rules of shared/delivery.ts the shop applies on top of the owner's methods. */
function DeliveryRules() {
  return (
    <section
      aria-labelledby="delivery-rules"
      className="rounded-lg border border-gold/30 bg-gold/5 p-4 text-sm sm:p-5"
    >
      <h2 id="delivery-rules" className="font-sans text-sm font-semibold">
        What the shop checks for you
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-ink/80">
        <li>
          Checkout offers the methods below in this order; the first one offered is chosen unless
          the customer picks another.
        </li>
        <li>Above £100 only insured methods are offered: a post service needs cover levels.</li>
        <li>
          The cover level follows the order value: the lowest level that covers it is bought, and
          its extra is added to the price.
        </li>
        <li>
          Above the highest cover level only couriers (up to their maximum order value) and
          collection are offered.
        </li>
      </ul>
    </section>
  );
}

/** /admin/delivery: the owner's delivery methods (decision 048), listed, ordered and edited. */
export function AdminDeliveryPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const methods = useQuery(trpc.admin.delivery.list.queryOptions());
  const move = useMutation(trpc.admin.delivery.move.mutationOptions());
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [deleting, setDeleting] = useState<DeliveryMethod | null>(null);
  const [movingId, setMovingId] = useState<string | null>(null);
  const { notice, show, clear } = useTimedNotice();
  const [failure, setFailure] = useState<string | null>(null);

  const go = (next: Mode) => {
    clear();
    setFailure(null);
    setMode(next);
    window.scrollTo({ top: 0 });
  };
  const backToList = (message?: string) => {
    go({ kind: 'list' });
    if (message) show(message);
  };

  const onMove = async (method: DeliveryMethod, direction: MoveDirection) => {
    clear();
    setFailure(null);
    setMovingId(method._id);
    try {
      const ordered = await move.mutateAsync({ id: method._id, direction });
      queryClient.setQueryData(trpc.admin.delivery.list.queryKey(), ordered);
      await queryClient.invalidateQueries(trpc.delivery.pathFilter());
      const place = ordered.findIndex((m) => m._id === method._id) + 1;
      show(`${method.name} is now ${place} of ${ordered.length}`);
    } catch (err) {
      setFailure(rejectionMessageOr(err, 'Failed to move the delivery method. Please try again.'));
    } finally {
      setMovingId(null);
    }
  };

  const editing = mode.kind === 'edit' ? methods.data?.find((m) => m._id === mode.id) : undefined;
  return (
    <div className="space-y-6">
      <div>
        {mode.kind !== 'list' && (
          <BackToListButton label="Back to Delivery" onClick={() => go({ kind: 'list' })} />
        )}
        <AdminPageHeader
          title={headings[mode.kind]}
          description={
            mode.kind === 'list' &&
            'How orders reach customers: what each way costs, what it carries and where it goes.'
          }
          actions={
            mode.kind === 'list' && (
              <button type="button" className="btn-primary" onClick={() => go({ kind: 'create' })}>
                <Plus className="size-4" aria-hidden />
                Add a method
              </button>
            )
          }
        />
      </div>
      <ActionFeedback notice={notice} error={failure} onDismissError={() => setFailure(null)} />
      <DeliveryRules />
      {deleting && (
        <DeleteDeliveryDialog
          key={deleting._id}
          method={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={(message) => {
            setDeleting(null);
            backToList(message);
          }}
        />
      )}
      {methods.isPending ? (
        <Spinner label="Loading delivery methods…" />
      ) : methods.isError ? (
        <ErrorBanner
          message="Failed to fetch delivery methods. Please try again."
          onRetry={() => void methods.refetch()}
        />
      ) : mode.kind !== 'list' ? (
        mode.kind === 'edit' && !editing ? (
          <ErrorBanner message="This delivery method no longer exists." />
        ) : (
          <DeliveryMethodForm
            key={mode.kind === 'edit' ? mode.id : 'new'}
            method={editing}
            onSaved={backToList}
            onCancel={() => backToList()}
          />
        )
      ) : methods.data.length === 0 ? (
        <EmptyState icon={Truck} title="No delivery methods yet">
          <p className="text-sm text-stone">
            Until you add one, delivery is free and orders arrive in five working days.
          </p>
        </EmptyState>
      ) : (
        <DeliveryMethodList
          methods={methods.data}
          movingId={movingId}
          onMove={onMove}
          onEdit={(m) => go({ kind: 'edit', id: m._id })}
          onDelete={setDeleting}
        />
      )}
    </div>
  );
}
