import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { BulkChange } from '../../../../shared/bulkProducts';
import { rejectionMessageOr } from '../../../lib/errorMessage';
import { useTRPC, type RouterOutputs } from '../../../lib/trpc';
import { SelectField } from '../../form/SelectField';
import { TextField } from '../../form/TextField';
import { ErrorBanner } from '../../ui/ErrorBanner';
import { BulkPreview } from './BulkPreview';
import {
  bulkChangeOf,
  bulkKinds,
  bulkModes,
  bulkValueLabel,
  type BulkFormValues,
  type BulkKind,
} from './bulkChangeForm';
import { groupCategories } from './productFormRules';

type AdminCategory = RouterOutputs['admin']['categories']['list'][number];
export type BulkAnswer = RouterOutputs['admin']['products']['bulkUpdate'];

const FAILED = 'Failed to change the products. Please try again.';

/**
 * The admin list's bar for the chosen products: one change (price, sale, status, category or
 * stock), previewed product by product, then applied to all of them at once (decision 046).
 */
export function BulkActionBar({
  ids,
  categories,
  onClear,
  onApplied,
}: {
  ids: string[];
  categories: AdminCategory[];
  onClear: () => void;
  onApplied: (message: string) => Promise<void>;
}) {
  const trpc = useTRPC();
  const bulk = useMutation(trpc.admin.products.bulkUpdate.mutationOptions());
  const [form, setForm] = useState<BulkFormValues>({
    kind: 'price',
    mode: 'percent',
    value: '',
    category: '',
  });
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<{ change: BulkChange; answer: BulkAnswer } | null>(null);
  const modes = bulkModes[form.kind];
  const valueLabel = bulkValueLabel[form.kind];
  const groups = groupCategories(categories);
  const categoryOptions = [
    { value: '', label: 'Choose a category' },
    ...groups.parents.flatMap((p) => [
      { value: p._id, label: p.name },
      ...groups.childrenOf(p._id).map((c) => ({ value: c._id, label: `${p.name} › ${c.name}` })),
    ]),
  ];

  const choose = (kind: BulkKind) =>
    setForm((f) => ({ ...f, kind, mode: bulkModes[kind]?.[0]?.value ?? '', value: '' }));

  const run = async (change: BulkChange, dryRun: boolean) => {
    setError(null);
    try {
      return await bulk.mutateAsync({ ids, change, dryRun });
    } catch (rejection) {
      setError(rejectionMessageOr(rejection, FAILED));
      return null;
    }
  };

  const askPreview = async (event: FormEvent) => {
    event.preventDefault();
    const checked = bulkChangeOf(form);
    if ('error' in checked) return setError(checked.error);
    const answer = await run(checked.change, true);
    if (answer) setPreview({ change: checked.change, answer });
  };

  const apply = async () => {
    if (!preview) return;
    const answer = await run(preview.change, false);
    if (!answer) return;
    if (!answer.applied) return setPreview({ ...preview, answer });
    setPreview(null);
    const n = answer.changed;
    await onApplied(`${n} product${n === 1 ? '' : 's'} changed.`);
  };

  return (
    <section
      aria-label="Change the selected products"
      className="sticky bottom-0 z-10 -mx-4 space-y-3 border-t border-ink/10 bg-ivory/95 px-4 py-3 shadow-[0_-4px_12px_rgb(0_0_0/0.06)] backdrop-blur sm:mx-0 sm:rounded-lg sm:border sm:px-5"
    >
      <form onSubmit={(e) => void askPreview(e)} className="flex flex-wrap items-end gap-3">
        <p className="w-full text-sm font-medium sm:w-auto sm:self-center" aria-live="polite">
          {ids.length} selected
        </p>
        <SelectField
          label="Change"
          name="kind"
          options={bulkKinds}
          value={form.kind}
          onChange={(e) => choose(e.target.value as BulkKind)}
          className="min-w-40 flex-1 sm:flex-none"
        />
        {modes && (
          <SelectField
            label={form.kind === 'active' || form.kind === 'featured' ? 'To' : 'How'}
            name="mode"
            options={modes}
            value={form.mode}
            onChange={(e) => setForm((f) => ({ ...f, mode: e.target.value }))}
            className="min-w-40 flex-1 sm:flex-none"
          />
        )}
        {valueLabel && (
          <TextField
            label={valueLabel}
            name="value"
            inputMode="decimal"
            autoComplete="off"
            value={form.value}
            onChange={(e) => setForm((f) => ({ ...f, value: e.target.value }))}
            className="w-28"
          />
        )}
        {form.kind === 'category' && (
          <SelectField
            label="Category"
            name="category"
            options={categoryOptions}
            value={form.category}
            onChange={(e) => setForm((f) => ({ ...f, category: e.target.value }))}
            className="min-w-48 flex-1"
          />
        )}
        <div className="flex gap-2">
          <button type="submit" className="btn-primary px-4 py-2.5" disabled={bulk.isPending}>
            Preview
          </button>
          <button type="button" className="btn-outline px-4 py-2.5" onClick={onClear}>
            Clear selection
          </button>
        </div>
      </form>
      {error && !preview && <ErrorBanner message={error} />}
      {preview && (
        <BulkPreview
          answer={preview.answer}
          applying={bulk.isPending}
          error={error}
          onApply={() => void apply()}
          onClose={() => {
            setPreview(null);
            setError(null);
          }}
        />
      )}
    </section>
  );
}
