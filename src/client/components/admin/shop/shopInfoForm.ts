import { weekdays } from '../../../../shared/constants';
import { defaultStoreHours, type ShopAddress, type StoreHoursEntry } from '../../../../shared/shop';
import type { VatByDestination } from '../../../../shared/destinations';
import type { ShopInfo } from '../../../lib/trpc';

/**
 * The shop information form's values: ShopInfo with the address and social links flattened into
 * one text per field, and contactNumber as the form's phone field (spec §3). LinkedIn is not
 * edited here but is sent back, so saving keeps it.
 */
export type ShopInfoFormValues = Pick<
  ShopInfo,
  | 'shopName'
  | 'tagline'
  | 'description'
  | 'email'
  | 'location'
  | 'storeHours'
  | 'specialHours'
  | 'showPlaceholderRatings'
  | 'homePage'
> &
  ShopAddress &
  ShopInfo['socialMedia'] & {
    phone: string;
    vatNumber: string;
    /** Typed text; sent as numbers. */
    vatRate: string;
    returnWindowDays: string;
    /** One of vatByDestinationChoices (a select). */
    vatByDestination: string;
    giftWrapPrice: string;
    lowStockThreshold: string;
  };
export type ShopTextField = Exclude<
  keyof ShopInfoFormValues,
  'storeHours' | 'specialHours' | 'showPlaceholderRatings' | 'homePage'
>;

/** Seven rows, Monday first; a day the shop has no hours for takes spec §3's default. */
export function weekOfHours(hours: readonly StoreHoursEntry[]): StoreHoursEntry[] {
  return weekdays.map(
    (day) =>
      hours.find((h) => h.day.toLowerCase() === day.toLowerCase()) ??
      defaultStoreHours.find((h) => h.day === day)!,
  );
}

export const shopInfoFormFrom = (info: ShopInfo): ShopInfoFormValues => ({
  shopName: info.shopName,
  tagline: info.tagline,
  description: info.description,
  ...info.address,
  phone: info.contactNumber,
  email: info.email,
  location: info.location,
  ...info.socialMedia,
  storeHours: weekOfHours(info.storeHours),
  specialHours: info.specialHours,
  vatNumber: info.vatNumber,
  vatRate: String(info.vatRate),
  returnWindowDays: String(info.returnWindowDays),
  vatByDestination: info.vatByDestination,
  giftWrapPrice: info.giftWrapPrice.toFixed(2),
  lowStockThreshold: String(info.lowStockThreshold),
  showPlaceholderRatings: info.showPlaceholderRatings,
  homePage: info.homePage,
});

/**
 * A number field's text as the schema wants it: a number when it reads as one, else the text
 * (which the schema refuses with its message); left empty, the saved value stays.
 */
const numberOrText = (text: string) => {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return Number.isFinite(Number(trimmed)) ? Number(trimmed) : trimmed;
};

/** The body of updateInfo (everything but the hours). */
export const toShopInfoInput = (v: ShopInfoFormValues) => ({
  shopName: v.shopName,
  tagline: v.tagline,
  description: v.description,
  address: {
    street: v.street,
    city: v.city,
    state: v.state,
    zipCode: v.zipCode,
    country: v.country,
  },
  contactNumber: v.phone,
  email: v.email,
  location: v.location,
  socialMedia: {
    facebook: v.facebook,
    twitter: v.twitter,
    instagram: v.instagram,
    pinterest: v.pinterest,
    linkedin: v.linkedin,
  },
  vatNumber: v.vatNumber,
  vatRate: numberOrText(v.vatRate),
  returnWindowDays: numberOrText(v.returnWindowDays),
  // The select offers only the choices; the server checks it against them.
  vatByDestination: v.vatByDestination as VatByDestination,
  giftWrapPrice: numberOrText(v.giftWrapPrice),
  lowStockThreshold: numberOrText(v.lowStockThreshold),
  showPlaceholderRatings: v.showPlaceholderRatings,
  homePage: v.homePage,
});

export const shopTabs = [
  { id: 'general', label: 'General Info' },
  { id: 'hours', label: 'Store Hours' },
  { id: 'social', label: 'Social Media' },
  { id: 'home', label: 'Home page' },
] as const;
export type ShopTab = (typeof shopTabs)[number]['id'];

const socialFields = new Set<string>(['facebook', 'twitter', 'instagram', 'pinterest', 'linkedin']);

/** The tab that shows a field, to open it when that field needs fixing. */
export const tabOfField = (field: string): ShopTab =>
  field === 'storeHours'
    ? 'hours'
    : socialFields.has(field)
      ? 'social'
      : /^(slides|banners)\./.test(field)
        ? 'home'
        : 'general';

/**
 * The form field a schema issue's path points at ('contactNumber' is the phone field; a home
 * page field by its path below homePage, such as 'banners.0.link').
 */
export function fieldOfIssue(path: readonly PropertyKey[]): string {
  const last = String(path.at(-1) ?? '');
  if (path[0] === 'storeHours') return 'storeHours';
  if (path[0] === 'homePage') return path.slice(1).map(String).join('.');
  return last === 'contactNumber' ? 'phone' : last;
}
