import { describe, expect, it } from 'vitest';
import { defaultHomePage } from '../../src/shared/homePage';
import { offerClaims } from '../../src/shared/homeOffers';

describe('what a home slide offer promises', () => {
  it.each([
    ['Free engraving', ['engraving']],
    ['Engraved by hand', ['engraving']],
    ['Free delivery', ['freeDelivery']],
    ['Free UK delivery', ['freeDelivery']],
    ['FREE next-day shipping', ['freeDelivery']],
    ['Free P&P', ['freeDelivery']],
    ['Delivery is free', ['freeDelivery']],
    ['20% off', ['discount']],
    ['Up to 30 % OFF', ['discount']],
    ['£50 off rings', ['discount']],
    ['Mother’s Day discount', ['discount']],
    ['Use promo code MUM', ['discount']],
    ['Free engraving and 10% off', ['engraving', 'discount']],
  ])('%s promises %j', (offer, claims) => {
    expect(offerClaims(offer)).toEqual(claims);
  });

  it.each([
    'Insured UK delivery',
    'New season',
    'For the big day',
    'Conflict-free diamonds, insured delivery',
    'Hallmarked in London',
    'Sale',
    '',
  ])('%j promises nothing the shop must check', (offer) => {
    expect(offerClaims(offer)).toEqual([]);
  });

  it("keeps the default slides' offers to what every shop gives", () => {
    for (const slide of defaultHomePage.slides) expect(offerClaims(slide.offer)).toEqual([]);
  });
});
