import type { DeliveryKind } from './delivery';
import { checkoutCountries } from './orders';
import type { ShopInfo } from './shop';
import { percentToBasisPoints } from './vat';

/**
 * Where the shop sells and how it charges VAT there (decision 060):
 * - `zero-rate-exports`: spec §5's six countries; an order sent outside the UK is an export,
 *   priced without UK VAT and shown as "VAT 0% (export)".
 * - `uk-only`: only the United Kingdom; the other countries are shown as not shipped to yet.
 */
export const vatByDestinationChoices = ['zero-rate-exports', 'uk-only'] as const;
export type VatByDestination = (typeof vatByDestinationChoices)[number];

export const vatByDestinationLabels: Record<VatByDestination, string> = {
  'zero-rate-exports': 'UK and abroad (exports zero-rated)',
  'uk-only': 'UK only',
};

export const HOME_COUNTRY = 'United Kingdom';

/** Whether an order to `country` leaves the UK (the Channel Islands are not among spec §5's). */
export const isExport = (country: string) => country !== HOME_COUNTRY;

/** Whether the shop sends orders to `country` under its setting. */
export const shipsTo = (setting: VatByDestination, country: string) =>
  setting === 'zero-rate-exports' || !isExport(country);

/** The countries checkout offers now; the rest of spec §5's are shown as not shipped to yet. */
export const shippedCountries = (setting: VatByDestination) =>
  checkoutCountries.filter((country) => shipsTo(setting, country));

/** The server's answer to an order or a quote for a country the shop does not send to. */
export const notShippedMessage = (country: string) =>
  `We don't ship to ${country} yet: we only send orders within the United Kingdom.`;

/**
 * The VAT rate (basis points) an order's unit prices are taken out of when it is a zero-rated
 * export, or null when it pays UK VAT as listed: the shop is VAT-registered and zero-rates
 * exports, and the parcel leaves the UK (a collection is handed over in the shop). Placing the
 * order, the discount preview and the checkout's summary all ask here.
 */
export function zeroRatedExportRate(
  shop: Pick<ShopInfo, 'vatNumber' | 'vatRate' | 'vatByDestination'>,
  country: string,
  deliveryKind: DeliveryKind | undefined,
): number | null {
  const zeroRated =
    shop.vatNumber !== '' &&
    shop.vatRate > 0 &&
    shop.vatByDestination === 'zero-rate-exports' &&
    isExport(country) &&
    deliveryKind !== 'collection';
  return zeroRated ? percentToBasisPoints(shop.vatRate) : null;
}
