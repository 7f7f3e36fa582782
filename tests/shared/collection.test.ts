import { describe, expect, it } from 'vitest';
import {
  COLLECTION_CODE_ALPHABET,
  collectionCodeInput,
  formatCollectionCode,
  londonDaysBetween,
  waitingLabel,
} from '../../src/shared/collection';
import { progressSteps } from '../../src/shared/orders';
import { canMoveOrder } from '../../src/shared/orderTransitions';

const stepsOf = (status: string, kind: 'post' | 'collection') =>
  progressSteps(status, kind).map((s) => `${s.label}${s.done ? ' ✓' : ''}`);

describe('click & collect in the shared rules', () => {
  it("reads Confirmed → Processing → Ready to collect → Collected on a collection's timeline", () => {
    expect(stepsOf('Order Processing', 'collection')).toEqual([
      'Confirmed ✓',
      'Processing ✓',
      'Ready to collect',
      'Collected',
    ]);
    expect(stepsOf('Ready to collect', 'collection')).toEqual([
      'Confirmed ✓',
      'Processing ✓',
      'Ready to collect ✓',
      'Collected',
    ]);
    expect(stepsOf('Collected', 'collection').every((s) => s.endsWith('✓'))).toBe(true);
    // A parcel's timeline is spec §4's, unchanged.
    expect(stepsOf('Order Shipped', 'post')).toEqual([
      'Confirmed ✓',
      'Processing ✓',
      'Shipped ✓',
      'Delivered',
    ]);
  });

  it('keeps each way of delivery on its own path', () => {
    expect(canMoveOrder('Order Processing', 'Ready to collect', 'collection')).toBe(true);
    expect(canMoveOrder('Order Processing', 'Ready to collect', 'post')).toBe(false);
    expect(canMoveOrder('Order Processing', 'Ready to collect', 'courier')).toBe(false);
    expect(canMoveOrder('Order Processing', 'Order Shipped', 'collection')).toBe(false);
    expect(canMoveOrder('Order Processing', 'Delivered', 'collection')).toBe(false);
    expect(canMoveOrder('Ready to collect', 'Collected', 'collection')).toBe(true);
    // Collected only from Ready to collect: there is no code to check before.
    expect(canMoveOrder('Order Processing', 'Collected', 'collection')).toBe(false);
  });

  it('reads a typed code in any case, with or without the dash and spaces', () => {
    expect(collectionCodeInput.parse({ code: ' k7m-q3p ' }).code).toBe('K7MQ3P');
    expect(collectionCodeInput.safeParse({ code: ' - ' }).success).toBe(false);
    expect(collectionCodeInput.safeParse({ code: 123456 }).success).toBe(false);
    expect(formatCollectionCode('K7MQ3P')).toBe('K7M-Q3P');
  });

  it('draws codes from characters that cannot be mistaken for each other', () => {
    for (const lookAlike of '0O1IL5S2Z8B')
      expect(COLLECTION_CODE_ALPHABET).not.toContain(lookAlike);
    expect(new Set(COLLECTION_CODE_ALPHABET).size).toBe(COLLECTION_CODE_ALPHABET.length);
  });

  it('says how long a collection has waited in London days', () => {
    const now = new Date('2026-11-27T10:00:00Z');
    const waited = (readyAt: string, at = now) => waitingLabel(londonDaysBetween(readyAt, at));
    expect(waited('2026-11-27T08:00:00Z')).toBe('waiting since today');
    // 23:30 on the 26th in London (GMT in November) is yesterday, though only hours ago.
    expect(waited('2026-11-26T23:30:00Z')).toBe('waiting 1 day');
    expect(waited('2026-11-24T09:00:00Z')).toBe('waiting 3 days');
    // Summer time: 23:30 UTC on 30 June is already 1 July in London.
    expect(waited('2026-06-30T23:30:00Z', new Date('2026-07-01T12:00:00Z'))).toBe(
      'waiting since today',
    );
  });
});
