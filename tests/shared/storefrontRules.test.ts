import { describe, expect, it } from 'vitest';
import { pageTitle } from '../../src/shared/pageTitle';
import { productBadges } from '../../src/shared/productBadges';
import { snippet } from '../../src/shared/snippet';

describe('snippet', () => {
  const text =
    'A brilliant-cut diamond solitaire in a six-claw platinum setting, hallmarked in London and boxed.';

  it('keeps a short description whole, without an ellipsis', () => {
    expect(snippet('A fine chain.', 80)).toBe('A fine chain.');
    expect(snippet('x'.repeat(80), 80)).toBe('x'.repeat(80));
  });

  it('cuts at the last whole word within the limit, ellipsis included', () => {
    const cut = snippet(text, 80);
    expect(cut).toBe(
      'A brilliant-cut diamond solitaire in a six-claw platinum setting, hallmarked in…',
    );
    expect(cut.length).toBeLessThanOrEqual(80);
  });

  it('keeps a word that ends exactly at the limit', () => {
    expect(snippet('one two three four', 13)).toBe('one two…');
    expect(snippet('one two three four', 14)).toBe('one two three…');
  });

  it('drops punctuation left dangling before the ellipsis', () => {
    expect(snippet('Rings, bands, and more things', 14)).toBe('Rings, bands…');
  });

  it('cuts a single overlong word hard, still within the limit', () => {
    expect(snippet('Supercalifragilistic', 10)).toBe('Supercali…');
  });
});

describe('productBadges', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  const base = {
    price: 100,
    oldPrice: null,
    isOnSale: false,
    isNewArrival: true,
    createdAt: '2026-11-01T12:00:00Z',
  };

  it('shows NEW for a flagged product listed within the last 30 days', () => {
    expect(productBadges(base, now).isNew).toBe(true);
    expect(productBadges({ ...base, createdAt: '2026-10-24T12:00:01Z' }, now).isNew).toBe(true);
  });

  it('drops NEW once the product is 30 days old, or when it is not flagged', () => {
    expect(productBadges({ ...base, createdAt: '2026-10-24T12:00:00Z' }, now).isNew).toBe(false);
    expect(productBadges({ ...base, createdAt: '2025-11-01T12:00:00Z' }, now).isNew).toBe(false);
    expect(productBadges({ ...base, isNewArrival: false }, now).isNew).toBe(false);
  });

  it('shows SALE only with a real old price above the price', () => {
    expect(productBadges({ ...base, isOnSale: true, oldPrice: 120 }, now).isSale).toBe(true);
    expect(productBadges({ ...base, isOnSale: true, oldPrice: null }, now).isSale).toBe(false);
    expect(productBadges({ ...base, isOnSale: true, oldPrice: 100 }, now).isSale).toBe(false);
    expect(productBadges({ ...base, isOnSale: false, oldPrice: 120 }, now).isSale).toBe(false);
  });
});

describe('pageTitle', () => {
  it("reads '{page} · {shop name}', and the shop name alone on the home page", () => {
    expect(pageTitle('Hatton & Vale', 'Shopping Cart')).toBe('Shopping Cart · Hatton & Vale');
    expect(pageTitle('Hatton & Vale')).toBe('Hatton & Vale');
  });
});
