import type { DeliveryKind } from '../../../../shared/delivery';
import { deliveryMethodInput } from '../../../../shared/deliveryInput';
import type { z } from '../../../../shared/zod';
import type { FieldErrors } from '../../../lib/schemas';
import type { RouterOutputs } from '../../../lib/trpc';

export type DeliveryMethod = RouterOutputs['admin']['delivery']['list'][number];
export type DeliveryMethodFields = z.output<typeof deliveryMethodInput>;

/** A cover level as typed: the compensation bought and what it adds to the price, in pounds. */
export interface CoverRow {
  cover: string;
  extra: string;
}

/** A surcharge area as typed: its postcodes as one text ('HS, IV KW1-14'). */
export interface SurchargeRow {
  area: string;
  postcodes: string;
  price: string;
}

/**
 * Admin → Delivery's form: `deliveryMethodInput` with each amount as the text typed (empty: no
 * limit), and the surcharge postcodes as one text per area.
 */
export interface DeliveryFormValues {
  name: string;
  service: string;
  carrier: string;
  kind: DeliveryKind;
  price: string;
  freeOver: string;
  minOrder: string;
  maxOrder: string;
  coverTiers: CoverRow[];
  cutOffTime: string;
  dispatchDays: number[];
  transitDays: string;
  countries: string[];
  surcharges: SurchargeRow[];
  isActive: boolean;
}

/** A new method: sent Monday to Friday by 1 pm, to the United Kingdom, two days on the way. */
export const emptyDeliveryForm = (): DeliveryFormValues => ({
  name: '',
  service: '',
  carrier: '',
  kind: 'post',
  price: '',
  freeOver: '',
  minOrder: '',
  maxOrder: '',
  coverTiers: [],
  cutOffTime: '13:00',
  dispatchDays: [0, 1, 2, 3, 4],
  transitDays: '2',
  countries: ['United Kingdom'],
  surcharges: [],
  isActive: true,
});

const amountText = (pounds: number | null) => (pounds === null ? '' : pounds.toFixed(2));

export const deliveryFormFrom = (m: DeliveryMethod): DeliveryFormValues => ({
  name: m.name,
  service: m.service,
  carrier: m.carrier,
  kind: m.kind,
  price: amountText(m.price),
  freeOver: amountText(m.freeOver),
  minOrder: amountText(m.minOrder),
  maxOrder: amountText(m.maxOrder),
  coverTiers: m.coverTiers.map((t) => ({ cover: amountText(t.cover), extra: amountText(t.extra) })),
  cutOffTime: m.cutOffTime,
  dispatchDays: m.dispatchDays,
  transitDays: String(m.transitDays),
  countries: m.countries,
  surcharges: m.surcharges.map((s) => ({
    area: s.area,
    postcodes: s.postcodes.join(', '),
    price: amountText(s.price),
  })),
  isActive: m.isActive,
});

/** Empty means none (no threshold, no limit); any other text goes to the schema, which reads it. */
const optionalAmount = (text: string) => (text.trim() === '' ? null : text.trim());

/** 'HS, IV  kw1-14' → ['HS', 'IV', 'KW1-14']. */
export const postcodeList = (text: string) =>
  text
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map((p) => p.toUpperCase());

/**
 * The form field an issue belongs to: a row's own field ('coverTiers.0.cover',
 * 'surcharges.1.postcodes'), else the top-level field ('countries' for 'countries.2').
 */
export function fieldOfIssue(path: readonly PropertyKey[]): string {
  const [top, row, field] = path.map(String);
  if ((top === 'coverTiers' || top === 'surcharges') && row !== undefined && field !== undefined) {
    return `${top}.${row}.${field}`;
  }
  return top ?? '';
}

type Checked = { ok: true; data: DeliveryMethodFields } | { ok: false; errors: FieldErrors };

/**
 * The form as `deliveryMethodInput`, checked by it: fields a kind does not use are not sent
 * (cover levels but for post; transit days and surcharges for collection) but stay in the form,
 * so switching the kind back finds them.
 */
export function toDeliveryInput(v: DeliveryFormValues): Checked {
  if (v.price.trim() === '')
    return { ok: false, errors: { price: 'Price is required (0 for free)' } };
  const collection = v.kind === 'collection';
  const result = deliveryMethodInput.safeParse({
    name: v.name,
    service: v.service,
    carrier: v.carrier,
    kind: v.kind,
    price: v.price.trim(),
    freeOver: optionalAmount(v.freeOver),
    minOrder: optionalAmount(v.minOrder),
    maxOrder: optionalAmount(v.maxOrder),
    coverTiers:
      v.kind === 'post'
        ? v.coverTiers.map((t) => ({ cover: t.cover.trim(), extra: t.extra.trim() || 0 }))
        : [],
    cutOffTime: v.cutOffTime,
    dispatchDays: v.dispatchDays,
    transitDays: collection ? 0 : v.transitDays.trim(),
    countries: v.countries,
    surcharges: collection
      ? []
      : v.surcharges.map((s) => ({
          area: s.area,
          postcodes: postcodeList(s.postcodes),
          price: s.price.trim(),
        })),
    isActive: v.isActive,
  });
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) errors[fieldOfIssue(issue.path)] ??= issue.message;
  return { ok: false, errors };
}
