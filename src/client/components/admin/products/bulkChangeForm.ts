import { bulkChange, type BulkChange } from '../../../../shared/bulkProducts';

/** The bulk action bar's choices: what changes, and the modes or values each offers. */
export const bulkKinds = [
  { value: 'price', label: 'Change price' },
  { value: 'sale', label: 'Put on sale' },
  { value: 'endSale', label: 'End sale' },
  { value: 'active', label: 'Show or hide' },
  { value: 'featured', label: 'Feature' },
  { value: 'category', label: 'Move to category' },
  { value: 'stock', label: 'Change stock' },
] as const;
export type BulkKind = (typeof bulkKinds)[number]['value'];

/** Each kind's second select (a mode or a value), if it has one. */
export const bulkModes: Partial<Record<BulkKind, readonly { value: string; label: string }[]>> = {
  price: [
    { value: 'percent', label: 'Raise or lower by %' },
    { value: 'amount', label: 'Raise or lower by £' },
    { value: 'set', label: 'Set to £' },
  ],
  active: [
    { value: 'true', label: 'Active (shown in the shop)' },
    { value: 'false', label: 'Hidden' },
  ],
  featured: [
    { value: 'true', label: 'Featured' },
    { value: 'false', label: 'Not featured' },
  ],
  stock: [
    { value: 'add', label: 'Add (a minus takes off)' },
    { value: 'set', label: 'Set to' },
  ],
};

/** The number field's label for the kinds that take one. */
export const bulkValueLabel: Partial<Record<BulkKind, string>> = {
  price: 'Amount',
  sale: 'Percent off',
  stock: 'Units',
};

export interface BulkFormValues {
  kind: BulkKind;
  mode: string;
  value: string;
  category: string;
}

/** The change the form describes, checked by the server's own schema, or the message to show. */
export function bulkChangeOf(form: BulkFormValues): { change: BulkChange } | { error: string } {
  const value = form.value.trim();
  const candidate = {
    price: { kind: 'price', mode: form.mode, value },
    sale: { kind: 'sale', percentOff: value },
    endSale: { kind: 'endSale' },
    active: { kind: 'active', value: form.mode === 'true' },
    featured: { kind: 'featured', value: form.mode === 'true' },
    category: { kind: 'category', category: form.category },
    stock: { kind: 'stock', mode: form.mode, value },
  }[form.kind];
  if (form.kind === 'category' && !form.category) return { error: 'Choose a category' };
  const parsed = bulkChange.safeParse(candidate);
  return parsed.success
    ? { change: parsed.data }
    : { error: parsed.error.issues[0]?.message ?? 'Check the change' };
}
