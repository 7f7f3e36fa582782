import { BadgePercent, Plus } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ActionFeedback } from '../../components/admin/ActionFeedback';
import { AdminPageHeader } from '../../components/admin/AdminPageHeader';
import { BackToListButton } from '../../components/admin/BackToListButton';
import { EndPromotionDialog } from '../../components/admin/promotions/EndPromotionDialog';
import { PromotionForm } from '../../components/admin/promotions/PromotionForm';
import { PromotionList } from '../../components/admin/promotions/PromotionList';
import type { Promotion } from '../../components/admin/promotions/promotionFormState';
import { EmptyState } from '../../components/ui/EmptyState';
import { ErrorBanner } from '../../components/ui/ErrorBanner';
import { Spinner } from '../../components/ui/Spinner';
import { useTimedNotice } from '../../hooks/useTimedNotice';
import { useTRPC } from '../../lib/trpc';

type Mode = { kind: 'list' } | { kind: 'create' } | { kind: 'edit'; id: string };

const headings = {
  list: 'Promotions',
  create: 'Add a promotion',
  edit: 'Edit promotion',
};

/** How the shop applies promotions (modules/promotions), said once above the list. */
function PromotionRulesNote() {
  return (
    <section
      aria-labelledby="promotion-rules"
      className="rounded-lg border border-gold/30 bg-gold/5 p-4 text-sm sm:p-5"
    >
      <h2 id="promotion-rules" className="font-sans text-sm font-semibold">
        How promotions apply
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-ink/80">
        <li>One code per order. Codes are not case-sensitive.</li>
        <li>
          An automatic offer applies without a code; when a shopper also types a code, whichever
          saves them more applies.
        </li>
        <li>
          A use counts while its order is not cancelled: an unpaid order that expires gives its use
          back.
        </li>
      </ul>
    </section>
  );
}

/** /admin/promotions: discount codes and automatic offers (issue 30), with their figures. */
export function AdminPromotionsPage() {
  const trpc = useTRPC();
  const promotions = useQuery(trpc.admin.promotions.list.queryOptions());
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [ending, setEnding] = useState<Promotion | null>(null);
  const { notice, show, clear } = useTimedNotice();

  const go = (next: Mode) => {
    clear();
    setMode(next);
    window.scrollTo({ top: 0 });
  };
  const backToList = (message?: string) => {
    go({ kind: 'list' });
    if (message) show(message);
  };

  const editing =
    mode.kind === 'edit' ? promotions.data?.find((p) => p._id === mode.id) : undefined;
  return (
    <div className="space-y-6">
      <div>
        {mode.kind !== 'list' && (
          <BackToListButton label="Back to Promotions" onClick={() => go({ kind: 'list' })} />
        )}
        <AdminPageHeader
          title={headings[mode.kind]}
          description={
            mode.kind === 'list' &&
            'Discount codes and automatic offers: what they give, to what, when, and how they did.'
          }
          actions={
            mode.kind === 'list' && (
              <button type="button" className="btn-primary" onClick={() => go({ kind: 'create' })}>
                <Plus className="size-4" aria-hidden />
                Add a promotion
              </button>
            )
          }
        />
      </div>
      <ActionFeedback notice={notice} error={null} onDismissError={() => undefined} />
      {mode.kind === 'list' && <PromotionRulesNote />}
      {ending && (
        <EndPromotionDialog
          key={ending._id}
          promotion={ending}
          onClose={() => setEnding(null)}
          onEnded={(message) => {
            setEnding(null);
            backToList(message);
          }}
        />
      )}
      {promotions.isPending ? (
        <Spinner label="Loading promotions…" />
      ) : promotions.isError ? (
        <ErrorBanner
          message="Failed to fetch promotions. Please try again."
          onRetry={() => void promotions.refetch()}
        />
      ) : mode.kind !== 'list' ? (
        mode.kind === 'edit' && !editing ? (
          <ErrorBanner message="This promotion no longer exists." />
        ) : (
          <PromotionForm
            key={mode.kind === 'edit' ? mode.id : 'new'}
            promotion={editing}
            onSaved={backToList}
            onCancel={() => backToList()}
          />
        )
      ) : promotions.data.length === 0 ? (
        <EmptyState icon={BadgePercent} title="No promotions yet">
          <p className="text-sm text-stone">
            Add a discount code for shoppers to type at checkout, or an automatic offer.
          </p>
        </EmptyState>
      ) : (
        <PromotionList
          promotions={promotions.data}
          onEdit={(p) => go({ kind: 'edit', id: p._id })}
          onEnd={setEnding}
        />
      )}
    </div>
  );
}
