import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { materials } from '../../../../shared/constants';
import { metalLabels } from '../../../../shared/jewellery';
import {
  promotionKinds,
  promotionScopes,
  type PromotionKind,
  type PromotionScope,
} from '../../../../shared/promotions';
import { useTRPC } from '../../../lib/trpc';
import { Form } from '../../form/Form';
import { SelectField } from '../../form/SelectField';
import { CheckboxGroup } from '../delivery/DeliveryFieldGroups';
import { CheckboxField } from '../products/CheckboxField';
import { useAdminForm } from '../useAdminForm';
import { ProductScopeField } from './ProductScopeField';
import {
  emptyPromotionForm,
  promotionFormFrom,
  toPromotionInput,
  type Promotion,
  type PromotionFormValues,
} from './promotionFormState';
import { SaveOrCancel } from '../SaveOrCancel';

const kindLabels: Record<PromotionKind, string> = {
  percent: 'Percentage off',
  amount: 'Amount off (£)',
  'free-delivery': 'Free delivery',
};
const scopeLabels: Record<PromotionScope, string> = {
  all: 'The whole shop',
  categories: 'Collections',
  products: 'Products',
  materials: 'Metals',
};
const kindOptions = promotionKinds.map((k) => ({ value: k, label: kindLabels[k] }));
const scopeOptions = promotionScopes.map((s) => ({ value: s, label: scopeLabels[s] }));
const metalChoices = materials.map((m) => ({ value: m, label: metalLabels[m] }));
type ScopeField = 'scope' | 'categories' | 'materials' | 'products';

/** The collections to choose from, children under their parents' names. */
function useCollectionChoices(enabled: boolean) {
  const trpc = useTRPC();
  const list = useQuery({ ...trpc.admin.categories.list.queryOptions(), enabled });
  return (list.data ?? []).map((c) => ({ value: c._id, label: c.name }));
}

/** Admin → Promotions' form, to add a promotion or (with `promotion`) to change one. */
export function PromotionForm({
  promotion,
  onSaved,
  onCancel,
}: {
  promotion?: Promotion;
  onSaved: (message: string) => void;
  onCancel: () => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const create = useMutation(trpc.admin.promotions.create.mutationOptions());
  const update = useMutation(trpc.admin.promotions.update.mutationOptions());
  const saving = create.isPending || update.isPending;
  const { values, errors, failure, set, text, submit } = useAdminForm({
    initial: () => (promotion ? promotionFormFrom(promotion) : emptyPromotionForm()),
    check: toPromotionInput,
    save: (input) =>
      promotion
        ? update.mutateAsync({ id: promotion._id, promotion: input })
        : create.mutateAsync(input),
    failure: 'Failed to save the promotion. Please try again.',
  });
  const collections = useCollectionChoices(values.scope === 'categories');
  // The chosen collections, metals or products answer for the scope's one message.
  const setScope = <K extends ScopeField>(field: K, value: PromotionFormValues[K]) =>
    set(field, value, 'scopeIds');

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    const saved = await submit(event);
    if (!saved) return;
    await Promise.all([
      queryClient.invalidateQueries(trpc.admin.promotions.pathFilter()),
      queryClient.invalidateQueries(trpc.promotions.pathFilter()),
    ]);
    onSaved(promotion ? `${saved.name} updated` : `${saved.name} added`);
  };

  const { kind, scope } = values;
  return (
    <Form
      onSubmit={(event) => void onSubmit(event)}
      aria-label={promotion ? `Edit promotion ${promotion.name}` : 'Add a promotion'}
      error={failure}
      className="space-y-6 rounded-lg bg-white p-5 shadow-sm ring-1 ring-ink/5 sm:p-6"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        {text('name', 'Name (shoppers see it)', {
          required: true,
          maxLength: 80,
          placeholder: "Mother's Day 15% off",
          className: 'sm:col-span-2',
        })}
        <CheckboxField
          label="Automatic offer (applies without a code)"
          name="automatic"
          checked={values.automatic}
          onChange={(event) => set('automatic', event.target.checked)}
          className="sm:col-span-2"
        />
        {!values.automatic &&
          text('code', 'Code', {
            required: true,
            maxLength: 30,
            placeholder: 'MOTHERSDAY15',
            autoCapitalize: 'characters',
          })}
        <SelectField
          label="Gives"
          name="kind"
          options={kindOptions}
          value={kind}
          error={errors.kind}
          onChange={(event) => set('kind', event.target.value as PromotionKind)}
        />
        {kind !== 'free-delivery' &&
          text('value', kind === 'percent' ? 'Percentage off' : 'Amount off (£)', {
            inputMode: 'decimal',
            required: true,
          })}
        {text('minSpend', 'Minimum spend (£)', { inputMode: 'decimal', placeholder: 'None' })}
        {text('startsAt', 'Starts (London time)', { type: 'datetime-local', required: true })}
        {text('endsAt', 'Ends (London time)', { type: 'datetime-local' })}
        {text('usageLimit', 'Total uses', { inputMode: 'numeric', placeholder: 'No limit' })}
        {text('perCustomerLimit', 'Uses per customer', {
          inputMode: 'numeric',
          placeholder: 'No limit',
        })}
        <SelectField
          label="Applies to"
          name="scope"
          options={scopeOptions}
          value={scope}
          onChange={(event) => setScope('scope', event.target.value as PromotionScope)}
        />
      </div>
      {scope === 'categories' && (
        <CheckboxGroup
          legend="Collections (a collection includes its sub-collections)"
          name="scopeIds"
          choices={collections}
          chosen={values.categories}
          error={errors.scopeIds}
          onChange={(chosen) => setScope('categories', chosen)}
        />
      )}
      {scope === 'materials' && (
        <CheckboxGroup
          legend="Metals"
          name="scopeIds"
          choices={metalChoices}
          chosen={values.materials}
          error={errors.scopeIds}
          onChange={(chosen) => setScope('materials', chosen)}
        />
      )}
      {scope === 'products' && (
        <ProductScopeField
          chosen={values.products}
          error={errors.scopeIds}
          onChange={(chosen) => setScope('products', chosen)}
        />
      )}
      <CheckboxField
        label="Not on sale items"
        name="excludeSale"
        checked={values.excludeSale}
        onChange={(event) => set('excludeSale', event.target.checked)}
      />
      <SaveOrCancel
        label={promotion ? 'Save promotion' : 'Add promotion'}
        saving={saving}
        onCancel={onCancel}
      />
    </Form>
  );
}
