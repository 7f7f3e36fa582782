/*
 * How a parcel travels (issue 29, decision 048): the owner's delivery methods and the rules that
 * decide which of them an order may use and what each costs. Pure, so the server that charges and
 * the pages that quote apply the same rules; amounts are integer pence.
 */

/** Post (Royal Mail), an insured courier, or collection from the shop. */
export const deliveryKinds = ['post', 'courier', 'collection'] as const;
export type DeliveryKind = (typeof deliveryKinds)[number];

/**
 * Royal Mail carries jewellery worth more than £100 only by Special Delivery Guaranteed, with its
 * compensation cover bought to the value: above this, an uninsured service is not offered.
 */
export const INSURED_ABOVE_PENCE = 100_00;

/** A level of cover a post service sells (Special Delivery: £750, £1,000, £2,500) and its extra. */
export interface CoverTier {
  coverPence: number;
  extraPence: number;
}

/** Postcodes a method charges more for ('Highlands and Islands': HS, IV, KW1-14, PA20-49). */
export interface Surcharge {
  area: string;
  /** An area ('BT') or an area with a district range ('PA20-49', 'KW1'). */
  postcodes: string[];
  pricePence: number;
}

export interface DeliveryMethodRules {
  id: string;
  name: string;
  /** The carrier's service, as the label and Click & Drop name it. */
  service: string;
  carrier: string;
  kind: DeliveryKind;
  pricePence: number;
  /** The order value (its lines) from which the method is free; null: never. */
  freeOverPence: number | null;
  minOrderPence: number | null;
  maxOrderPence: number | null;
  /** Post only: the cover levels sold, lowest first; none means the service is uninsured. */
  coverTiers: CoverTier[];
  /** 'HH:MM' London time: an order paid after it is sent on the next dispatch day. */
  cutOffTime: string;
  /** 0 = Monday … 6 = Sunday: the days parcels leave (or collections are ready). */
  dispatchDays: number[];
  /** Working days from dispatch to the door (0 for collection: ready the dispatch day). */
  transitDays: number;
  countries: string[];
  surcharges: Surcharge[];
  isActive: boolean;
}

/** Where an order goes and what its lines are worth. */
export interface DeliveryDestination {
  country: string;
  postcode?: string;
  valuePence: number;
}

/** What one method costs and covers for one order. */
export interface DeliveryQuote {
  methodId: string;
  name: string;
  service: string;
  carrier: string;
  kind: DeliveryKind;
  /** All the shopper pays for delivery: the method (or nothing over its free threshold), the cover bought and any surcharge. */
  pricePence: number;
  surchargePence: number;
  surchargeArea: string | null;
  /** The compensation the parcel travels with; null when it travels uninsured. */
  coverPence: number | null;
}

const OUTWARD = /^([A-Z]{1,2})(\d{1,2})[A-Z]?$/;

/** 'KW14AA' → 'KW1': a full postcode's inward part (a digit and two letters) taken off. */
const outwardCode = (code: string) =>
  /^[A-Z0-9]{2,4}\d[A-Z]{2}$/.test(code) ? code.slice(0, -3) : code;

/** Whether a postcode lies in 'BT', 'IV' or 'PA20-49' (area letters, then a district range). */
export function postcodeInArea(pattern: string, postcode: string): boolean {
  const code = postcode.replace(/\s+/g, '').toUpperCase();
  const match = OUTWARD.exec(outwardCode(code));
  const rule = /^([A-Z]{1,2})(?:(\d{1,2})(?:-(\d{1,2}))?)?$/.exec(
    pattern.replace(/\s+/g, '').toUpperCase(),
  );
  if (!match || !rule || match[1] !== rule[1]) return false;
  if (rule[2] === undefined) return true;
  const district = Number(match[2]);
  return district >= Number(rule[2]) && district <= Number(rule[3] ?? rule[2]);
}

/** The pattern is one `postcodeInArea` reads. */
export const isPostcodePattern = (pattern: string) =>
  /^[A-Z]{1,2}(\d{1,2}(-\d{1,2})?)?$/i.test(pattern.trim());

/** The cover the parcel needs: the lowest tier covering the value; undefined when none does. */
function coverFor(method: DeliveryMethodRules, valuePence: number) {
  if (method.kind === 'collection') return { coverPence: null, extraPence: 0 };
  if (method.kind === 'courier') return { coverPence: method.maxOrderPence, extraPence: 0 };
  const tier = method.coverTiers.find((t) => t.coverPence >= valuePence);
  if (tier) return tier;
  // Uninsured post carries only what Royal Mail takes without cover.
  return method.coverTiers.length === 0 && valuePence <= INSURED_ABOVE_PENCE
    ? { coverPence: null, extraPence: 0 }
    : undefined;
}

/**
 * What `method` costs for an order going to `to`, or null when it may not carry it: inactive,
 * another country, outside its order values, or worth more than the cover it can buy. Above the
 * highest cover only couriers (up to their own limit) and collection remain.
 */
export function quoteDelivery(
  method: DeliveryMethodRules,
  to: DeliveryDestination,
): DeliveryQuote | null {
  if (!method.isActive) return null;
  if (method.kind !== 'collection' && !method.countries.includes(to.country)) return null;
  if (method.minOrderPence !== null && to.valuePence < method.minOrderPence) return null;
  if (method.maxOrderPence !== null && to.valuePence > method.maxOrderPence) return null;
  const cover = coverFor(method, to.valuePence);
  if (!cover) return null;
  const free = method.freeOverPence !== null && to.valuePence >= method.freeOverPence;
  const surcharge =
    method.kind === 'collection' || !to.postcode
      ? undefined
      : method.surcharges.find((s) => s.postcodes.some((p) => postcodeInArea(p, to.postcode!)));
  const surchargePence = surcharge?.pricePence ?? 0;
  return {
    methodId: method.id,
    name: method.name,
    service: method.service,
    carrier: method.carrier,
    kind: method.kind,
    pricePence: (free ? 0 : method.pricePence + cover.extraPence) + surchargePence,
    surchargePence,
    surchargeArea: surcharge?.area ?? null,
    coverPence: cover.coverPence,
  };
}

/** The methods (in the owner's order) that may carry an order to `to`, each with its price. */
export const quoteDeliveries = (methods: DeliveryMethodRules[], to: DeliveryDestination) =>
  methods.flatMap((m) => quoteDelivery(m, to) ?? []);
