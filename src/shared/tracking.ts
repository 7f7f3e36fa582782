/**
 * Where a shopper follows a parcel: the address the shop typed, or else one built from the
 * carrier and the tracking number for the carriers UK jewellers send with. The carrier is free
 * text (spec §5), so it is matched by name: "Royal Mail Special Delivery", "DPD Local" and
 * "Hermes" (Evri's old name) are found too. Unknown carrier or no number: null.
 */
const carriers: { names: string[]; link: (number: string) => string }[] = [
  // Parcelforce before Royal Mail: "Parcelforce Worldwide (Royal Mail Group)" is Parcelforce's.
  {
    names: ['parcelforce'],
    link: (n) => `https://www.parcelforce.com/track-trace?trackNumber=${n}`,
  },
  {
    names: ['royal mail', 'royalmail', 'special delivery'],
    link: (n) => `https://www.royalmail.com/track-your-item#/tracking-results/${n}`,
  },
  { names: ['dpd'], link: (n) => `https://www.dpd.co.uk/apps/tracking/?reference=${n}` },
  {
    names: ['dhl'],
    link: (n) =>
      `https://www.dhl.com/gb-en/home/tracking/tracking-parcel.html?submit=1&tracking-id=${n}`,
  },
  { names: ['ups'], link: (n) => `https://www.ups.com/track?loc=en_GB&tracknum=${n}` },
  { names: ['fedex', 'fed ex'], link: (n) => `https://www.fedex.com/fedextrack/?trknbr=${n}` },
  { names: ['evri', 'hermes'], link: (n) => `https://www.evri.com/track/parcel/${n}` },
];

/** Whole words only: "ups" is not found in "Pups Couriers". */
const namesCarrier = (carrier: string, name: string) =>
  ` ${carrier.toLowerCase().replace(/[^a-z0-9]+/g, ' ')} `.includes(` ${name} `);

export function trackingLink(
  carrier: string | null | undefined,
  trackingNumber: string | null | undefined,
  ownUrl?: string | null,
): string | null {
  if (ownUrl) return ownUrl;
  // Numbers are read out with spaces ("AB 1234 5678 9GB"); carriers' pages want them without.
  const number = (trackingNumber ?? '').replace(/\s+/g, '');
  if (!carrier || !number) return null;
  const known = carriers.find((c) => c.names.some((name) => namesCarrier(carrier, name)));
  return known ? known.link(encodeURIComponent(number)) : null;
}
