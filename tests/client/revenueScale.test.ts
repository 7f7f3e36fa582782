import { describe, expect, it } from 'vitest';
import { revenueTicks } from '../../src/client/components/admin/revenueScale';

describe('the revenue chart scale', () => {
  it('rounds the top up to a figure that reads well', () => {
    expect(revenueTicks(1450)).toEqual([0, 500, 1000, 1500, 2000]);
    expect(revenueTicks(90)).toEqual([0, 25, 50, 75, 100]);
    expect(revenueTicks(4000)).toEqual([0, 1000, 2000, 3000, 4000]);
    expect(revenueTicks(12.5)).toEqual([0, 5, 10, 15, 20]);
  });

  it('keeps a scale for a month without revenue', () => {
    expect(revenueTicks(0)).toEqual([0, 25, 50, 75, 100]);
  });
});
