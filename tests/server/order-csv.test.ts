import { describe, expect, it } from 'vitest';
import type { OrderSummary } from '../../src/server/modules/orders/adminOrders';
import { csvHeader, csvLines } from '../../src/server/modules/orders/orderCsv';

const order = (name: string): OrderSummary => ({
  _id: '0123456789abcdef01234567',
  createdAt: '2026-11-23T10:00:00.000Z',
  user: { _id: 'f'.repeat(24), name, email: 'x@example.test' },
  status: 'Order Confirmed',
  totalPrice: 1250.5,
  shippingPrice: 0,
  isGift: false,
  giftWrapPrice: 0,
  giftMessage: '',
  delivery: null,
  discountPrice: 0,
  discountCode: null,
  refundedPrice: 0,
  refundPendingPrice: 0,
  keptPrice: 0,
  refundState: 'none',
  vat: null,
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
      discount: 0,
      variation: {},
      optionsToConfirm: [],
      engraving: null,
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
    const line = {
      product: null,
      name: 'Halo Ring',
      image: '',
      price: 100,
      discount: 0,
      optionsToConfirm: [],
      engraving: null,
    };
    ring.orderItems = [
      { ...line, qty: 1, variation: { Size: 'N' } },
      { ...line, qty: 2, variation: { Size: 'P' } },
      { ...line, qty: 1, variation: {}, optionsToConfirm: ['Size'] },
    ];
    expect(csvLines([ring])).toContain(
      ',1 x Halo Ring (Size: N); 2 x Halo Ring (Size: P); 1 x Halo Ring (Size: to be confirmed with the customer),4,',
    );
  });

  it('writes London clock times, the VAT and what was refunded and kept', () => {
    const returned: OrderSummary = {
      ...order('Jo'),
      // 23:30 on 30 June in UTC is half past midnight on 1 July in London (BST).
      createdAt: '2026-06-30T23:30:00.000Z',
      isPaid: true,
      paidAt: '2026-12-01T09:05:00.000Z',
      totalPrice: 4588,
      refundedPrice: 4450,
      keptPrice: 138,
      refundState: 'partial',
      vat: { number: 'GB123456789', rate: 20, zeroRatedExport: false, total: 764.67 },
      // No commas in these cells, so the line splits on its commas.
      shippingAddress: { city: 'Bath', country: '' },
      orderItems: [],
    };
    const header = csvHeader().trimEnd().split(',');
    const cells = csvLines([returned]).trimEnd().split(',');
    const cell = (name: string) => cells[header.indexOf(name)];
    expect(cell('Date')).toBe('2026-07-01 00:30');
    expect(cell('Paid at')).toBe('2026-12-01 09:05');
    expect(cell('Total (GBP)')).toBe('4588.00');
    expect(cell('VAT number')).toBe('GB123456789');
    expect(cell('VAT rate')).toBe('20%');
    expect(cell('VAT included (GBP)')).toBe('764.67');
    expect(cell('Refunded (GBP)')).toBe('4450.00');
    expect(cell('Kept (GBP)')).toBe('138.00');
  });

  it.each(['=HYPERLINK("http://evil")', '+1+2', '-5', '@SUM(A1)'])(
    'never lets a spreadsheet run %s as a formula',
    (name) => {
      const cells = csvLines([order(name)]);
      expect(cells).toMatch(/,"?'[=+\-@]/);
    },
  );
});
