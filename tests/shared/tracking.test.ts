import { describe, expect, it } from 'vitest';
import { trackingLink } from '../../src/shared/tracking';

describe('trackingLink', () => {
  it.each([
    ['Royal Mail', 'https://www.royalmail.com/track-your-item#/tracking-results/AB123456789GB'],
    [
      'Royal Mail Special Delivery Guaranteed',
      'https://www.royalmail.com/track-your-item#/tracking-results/AB123456789GB',
    ],
    ['Parcelforce Worldwide', 'https://www.parcelforce.com/track-trace?trackNumber=AB123456789GB'],
    ['DPD Local', 'https://www.dpd.co.uk/apps/tracking/?reference=AB123456789GB'],
    [
      'DHL Express',
      'https://www.dhl.com/gb-en/home/tracking/tracking-parcel.html?submit=1&tracking-id=AB123456789GB',
    ],
    ['UPS', 'https://www.ups.com/track?loc=en_GB&tracknum=AB123456789GB'],
    ['FedEx', 'https://www.fedex.com/fedextrack/?trknbr=AB123456789GB'],
    ['Evri', 'https://www.evri.com/track/parcel/AB123456789GB'],
    ['Hermes', 'https://www.evri.com/track/parcel/AB123456789GB'],
  ])('builds %s’s link from the number, spaces taken out', (carrier, link) => {
    expect(trackingLink(carrier, ' AB 1234 5678 9GB ')).toBe(link);
  });

  it('answers null for a carrier it does not know, or without a number', () => {
    expect(trackingLink('Pups Couriers', '123')).toBeNull();
    expect(trackingLink('Our own van', '123')).toBeNull();
    expect(trackingLink('Royal Mail', '')).toBeNull();
    expect(trackingLink('', '123')).toBeNull();
  });

  it('lets the shop’s own tracking address win, and escapes a number for the URL', () => {
    expect(trackingLink('Royal Mail', '1', 'https://track.example/1')).toBe(
      'https://track.example/1',
    );
    expect(trackingLink('UPS', '1Z/9?x')).toBe(
      'https://www.ups.com/track?loc=en_GB&tracknum=1Z%2F9%3Fx',
    );
  });
});
