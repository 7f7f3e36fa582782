import { describe, expect, it } from 'vitest';
import type { OrderSummary } from '../../src/server/modules/orders/adminOrders';
import { csvLines } from '../../src/server/modules/orders/orderCsv';

const order = (name: string): OrderSummary => ({
  _id: '0123456789abcdef01234567',
  createdAt: '2026-11-23T10:00:00.000Z',
  user: { _id: 'f'.repeat(24), name, email: 'x@example.test' },
  status: 'Order Confirmed',
  totalPrice: 1250.5,
  isPaid: false,
  paidAt: null,
  isDelivered: false,
  paymentMethod: 'Test payment',
  shippingAddress: { city: 'London', country: 'United Kingdom' },
  orderItems: [
    {
      product: null,
      name: 'Ring, "Halo"',
      image: '',
      price: 1250.5,
      qty: 1,
      variation: {},
      optionsToConfirm: [],
    },
  ],
  openReturns: 0,
});

describe('order CSV', () => {
  it('quotes commas, quotes and line breaks', () => {
    const line = csvLines([order('Smith, Jo')]);
    expect(line).toContain(',"Smith, Jo",');
    expect(line).toContain(',"1 x Ring, ""Halo""",');
    expect(line.endsWith('\r\n')).toBe(true);
  });

  it('names the size chosen beside the piece', () => {
    const ring = order('Jo');
    const line = { product: null, name: 'Halo Ring', image: '', price: 100, optionsToConfirm: [] };
    ring.orderItems = [
      { ...line, qty: 1, variation: { Size: 'N' } },
      { ...line, qty: 2, variation: { Size: 'P' } },
      { ...line, qty: 1, variation: {}, optionsToConfirm: ['Size'] },
    ];
    expect(csvLines([ring])).toContain(
      ',1 x Halo Ring (Size: N); 2 x Halo Ring (Size: P); 1 x Halo Ring (Size: to be confirmed with the customer),4,',
    );
  });

  it.each(['=HYPERLINK("http://evil")', '+1+2', '-5', '@SUM(A1)'])(
    'never lets a spreadsheet run %s as a formula',
    (name) => {
      const cells = csvLines([order(name)]);
      expect(cells).toMatch(/,"?'[=+\-@]/);
    },
  );
});
