import { csvLine } from '../../../shared/csv';
import { londonDateTime } from '../../../shared/londonTime';
import { orderNumber } from '../../../shared/orders';
import { formatVatRate } from '../../../shared/vat';
import { variationLabel } from '../../../shared/variations';
import { lineDetails } from '../../../shared/engraving';
import type { OrderSummary } from './adminOrders';

const pounds = (amount: number) => amount.toFixed(2);

/** '1 x Halo Ring (Size: N)': the choice beside the name, so the jeweller knows what to make. */
function itemText(item: OrderSummary['orderItems'][number]) {
  const choice = lineDetails(
    variationLabel(item.variation, item.optionsToConfirm, 'shop'),
    item.engraving,
  );
  const off = item.discount > 0 ? ` (-${pounds(item.discount)} discount)` : '';
  return `${item.qty} x ${item.name}${choice ? ` (${choice})` : ''}${off}`;
}

/** Dates as a London clock shows them; money in pounds; Kept sums to what the shop kept. */
const columns: [header: string, value: (o: OrderSummary) => string | number][] = [
  ['Order ID', (o) => o._id],
  ['Order number', (o) => orderNumber(o._id)],
  ['Date', (o) => londonDateTime(o.createdAt)],
  ['Customer', (o) => o.user?.name ?? 'Guest'],
  ['Email', (o) => o.user?.email ?? ''],
  ['Status', (o) => o.status],
  ['Paid', (o) => (o.isPaid ? 'Yes' : 'No')],
  ['Paid at', (o) => (o.paidAt ? londonDateTime(o.paidAt) : '')],
  ['Payment method', (o) => o.paymentMethod],
  ['Items', (o) => o.orderItems.map(itemText).join('; ')],
  ['Units', (o) => o.orderItems.reduce((n, i) => n + i.qty, 0)],
  ['Delivery', (o) => o.delivery?.name ?? ''],
  ['Delivery (GBP)', (o) => pounds(o.shippingPrice)],
  ['Gift wrap (GBP)', (o) => (o.isGift ? pounds(o.giftWrapPrice) : '')],
  ['Gift message', (o) => o.giftMessage],
  ['Discount code', (o) => o.discountCode ?? ''],
  ['Discount (GBP)', (o) => pounds(o.discountPrice)],
  ['Total (GBP)', (o) => pounds(o.totalPrice)],
  ['VAT number', (o) => o.vat?.number ?? ''],
  [
    'VAT rate',
    (o) => (o.vat ? `${formatVatRate(o.vat.rate)}${o.vat.zeroRatedExport ? ' (export)' : ''}` : ''),
  ],
  ['VAT included (GBP)', (o) => (o.vat ? pounds(o.vat.total) : '')],
  ['Refunded (GBP)', (o) => pounds(o.refundedPrice)],
  ['Kept (GBP)', (o) => pounds(o.keptPrice)],
  [
    'Ship to',
    (o) => [o.shippingAddress.city, o.shippingAddress.country].filter(Boolean).join(', '),
  ],
];

export const csvHeader = () => csvLine(columns.map(([header]) => header));

export const csvLines = (batch: OrderSummary[]) =>
  batch.map((o) => csvLine(columns.map(([, value]) => value(o)))).join('');
