import { weekdays, type Weekday } from './constants';
import { defaultHomePage, type HomePageSettings } from './homePage';
import type { SpecialHoursEntry } from './specialHours';
import type { VatByDestination } from './destinations';

/** The shop's low-stock threshold until the owner sets one (decision 045). */
export const DEFAULT_LOW_STOCK_THRESHOLD = 2;

export interface StoreHoursEntry {
  day: Weekday;
  openTime: string;
  closeTime: string;
  isClosed: boolean;
}

export interface ShopAddress {
  street: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
}

export interface ShopInfo {
  shopName: string;
  tagline: string;
  description: string;
  address: ShopAddress;
  /** The address on one line, as the public page shows it. */
  formattedAddress: string;
  contactNumber: string;
  email: string;
  location: string;
  socialMedia: {
    facebook: string;
    twitter: string;
    instagram: string;
    pinterest: string;
    linkedin: string;
  };
  storeHours: StoreHoursEntry[];
  /** Dates from today on with their own hours or closed (decision 051), earliest first. */
  specialHours: SpecialHoursEntry[];
  /** '' when the shop is not VAT-registered. */
  vatNumber: string;
  /** Percent, e.g. 20. */
  vatRate: number;
  /** Days after delivery within which a customer may ask to return items. */
  returnWindowDays: number;
  /** Zero-rate exports to spec §5's countries, or sell in the UK only (decision 060). */
  vatByDestination: VatByDestination;
  /**
   * Spec §4's 4.5 stars and 5-54 count on products without reviews: off unless the owner turns it
   * on (a made-up rating is a banned practice under the DMCC Act 2024, decision 057); off, such
   * products say "No reviews yet".
   */
  showPlaceholderRatings: boolean;
  /** Home's slides and banners (decision 022). */
  homePage: HomePageSettings;
  /** A product's stock at or below this is low (the owner's daily mail), unless it sets its own. */
  lowStockThreshold: number;
  /** What "This is a gift" adds to an order, in pounds with VAT; 0 wraps for free. */
  giftWrapPrice: number;
}

/** Spec §3's admin-form defaults (the times are written as the spec writes them). */
export const defaultStoreHours: StoreHoursEntry[] = weekdays.map((day) => {
  if (day === 'Saturday')
    return { day, openTime: '10:00 AM', closeTime: '16:00 PM', isClosed: false };
  if (day === 'Sunday') return { day, openTime: '10:00 AM', closeTime: '16:00 PM', isClosed: true };
  return { day, openTime: '09:00 AM', closeTime: '18:00 PM', isClosed: false };
});

export function formatAddress(a: ShopAddress): string {
  return [a.street, a.city, a.state, a.zipCode, a.country].filter(Boolean).join(', ');
}

const fallbackAddress: ShopAddress = {
  street: '',
  city: 'London',
  state: '',
  zipCode: '',
  country: 'United Kingdom',
};

/** What the footer shows when shop information cannot be loaded. */
export const fallbackShopInfo: ShopInfo = {
  shopName: 'Jewellery Shop',
  tagline: 'Fine jewellery, made to be worn',
  description:
    'Rings, necklaces, earrings and bracelets, crafted with care and hallmarked in the UK.',
  address: fallbackAddress,
  formattedAddress: formatAddress(fallbackAddress),
  contactNumber: '',
  email: '',
  location: '',
  socialMedia: { facebook: '', twitter: '', instagram: '', pinterest: '', linkedin: '' },
  storeHours: defaultStoreHours.map(readableStoreHours),
  specialHours: [],
  vatNumber: '',
  vatRate: 20,
  returnWindowDays: 14,
  vatByDestination: 'zero-rate-exports',
  showPlaceholderRatings: false,
  homePage: defaultHomePage,
  lowStockThreshold: DEFAULT_LOW_STOCK_THRESHOLD,
  giftWrapPrice: 0,
};

/**
 * Minutes after midnight for free-text times such as '9:00 AM', '6:00 PM', '18:00' or the
 * spec's own '18:00 PM' (a 24-hour time keeps its value whatever the suffix). Null if unreadable.
 */
export function parseStoreTime(text: string): number | null {
  const match = /^\s*(\d{1,2})(?:[:.](\d{2}))?\s*([ap]\.?m\.?)?\s*$/i.exec(text);
  if (!match) return null;
  let hours = Number(match[1]);
  const minutes = Number(match[2] ?? 0);
  const suffix = match[3]?.[0]?.toLowerCase();
  if (hours > 23 || minutes > 59) return null;
  if (hours <= 12 && suffix === 'p' && hours !== 12) hours += 12;
  if (hours === 12 && suffix === 'a') hours = 0;
  return hours * 60 + minutes;
}

/**
 * Store-hour times are free text. The spec's own defaults read '18:00 PM'; a 24-hour time with
 * a suffix is shown the 12-hour way ('06:00 PM') so the grid reads consistently. Anything else
 * is shown exactly as the shop typed it.
 */
export function displayStoreTime(text: string): string {
  const match = /^\s*(\d{1,2}):(\d{2})\s*([AP]M)\s*$/i.exec(text);
  const minutes = parseStoreTime(text);
  if (!match || minutes === null || Number(match[1]) <= 12) return text.trim();
  const hours12 = Math.floor(minutes / 60) % 12 || 12;
  const hoursText = match[1]?.length === 2 ? String(hours12).padStart(2, '0') : String(hours12);
  return `${hoursText}:${match[2]} ${Math.floor(minutes / 60) >= 12 ? 'PM' : 'AM'}`;
}

/**
 * An entry as the shop answers it: '18:00 PM' (spec §3's own default, a 24-hour time with a
 * suffix) is answered as '06:00 PM', so a client that reads times ('Open Now') gets one it can read.
 */
export function readableStoreHours(entry: StoreHoursEntry): StoreHoursEntry {
  return {
    ...entry,
    openTime: displayStoreTime(entry.openTime),
    closeTime: displayStoreTime(entry.closeTime),
  };
}
