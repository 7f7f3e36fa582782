import { and, asc, eq, sql } from 'drizzle-orm';
import { csvLine } from '../../../shared/csv';
import { londonDay } from '../../../shared/londonTime';
import { toPounds } from '../../../shared/money';
import { clickAndDropServiceCode } from '../../../shared/ownersMorning';
import type { Db } from '../../db/client';
import { orders, users } from '../../db/schema';
import { toSendCondition } from './toSend';

type Row = {
  order: Pick<
    typeof orders.$inferSelect,
    | 'id'
    | 'createdAt'
    | 'shippingAddress'
    | 'billingAddress'
    | 'totalPence'
    | 'shippingPence'
    | 'giftWrapPence'
    | 'delivery'
  >;
  email: string | null;
};

const pounds = (pence: number) => toPounds(pence).toFixed(2);

/** 2026-03-09 → 09/03/26, the import's date format. */
const importDate = (date: Date) => {
  const [year, month, day] = londonDay(date).split('-');
  return `${day}/${month}/${year!.slice(2)}`;
};

/** The street as typed: its first line, and whatever follows on the next lines. */
const addressLines = (address: string) => {
  const [first = '', ...rest] = address.split(/\r?\n/).map((line) => line.trim());
  return [first, rest.filter(Boolean).join(', ')];
};

/**
 * Click & Drop's order import, by the field names of Royal Mail's "Order Import spreadsheet field
 * specifications" (Click & Drop help centre): one row per order, so an order is one parcel. The
 * service code comes from the order's delivery service and the cover it bought (SD1/SD2/SD3 for
 * Special Delivery by 1pm at £750/£1,000/£2,500); no weight or package size, which the owner's
 * Click & Drop settings or shipping rules give.
 */
const columns: [header: string, value: (r: Row) => string][] = [
  ['Order reference', (r) => r.order.id],
  ['Date', (r) => importDate(r.order.createdAt)],
  ['First Name', (r) => r.order.shippingAddress.firstName ?? ''],
  ['Last Name', (r) => r.order.shippingAddress.lastName ?? ''],
  ['Address Line 1', (r) => addressLines(r.order.shippingAddress.address)[0]!],
  ['Address Line 2', (r) => addressLines(r.order.shippingAddress.address)[1]!],
  ['City', (r) => r.order.shippingAddress.city],
  ['County', (r) => r.order.shippingAddress.state ?? ''],
  ['Postcode', (r) => r.order.shippingAddress.postalCode],
  ['Country', (r) => r.order.shippingAddress.country],
  ['Email', (r) => r.order.shippingAddress.email ?? r.order.billingAddress.email ?? r.email ?? ''],
  ['Phone', (r) => r.order.shippingAddress.phone ?? r.order.billingAddress.phone ?? ''],
  ['Sub-total', (r) => pounds(r.order.totalPence - r.order.shippingPence)],
  ['Shipping Cost', (r) => pounds(r.order.shippingPence)],
  ['Total', (r) => pounds(r.order.totalPence)],
  ['Currency Code', () => 'GBP'],
  [
    'Service code',
    (r) =>
      r.order.delivery
        ? clickAndDropServiceCode({
            service: r.order.delivery.service,
            coverPence: r.order.delivery.coverPence,
            // The pieces' value: the gift wrap needs no cover.
            valuePence: r.order.totalPence - r.order.shippingPence - r.order.giftWrapPence,
          })
        : '',
  ],
];

export const clickAndDropHeaders = columns.map(([header]) => header);

/**
 * The paid orders to send by post (not collections, couriers or unpaid orders), the longest
 * waiting first, as the lines of a Click & Drop import file (header first, CRLF, formula-safe).
 */
export async function clickAndDropCsv(db: Db): Promise<string> {
  const rows = await db
    .select({
      order: {
        id: orders.id,
        createdAt: orders.createdAt,
        shippingAddress: orders.shippingAddress,
        billingAddress: orders.billingAddress,
        totalPence: orders.totalPence,
        shippingPence: orders.shippingPence,
        giftWrapPence: orders.giftWrapPence,
        delivery: orders.delivery,
      },
      email: users.email,
    })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(and(toSendCondition, eq(orders.deliveryKind, 'post')))
    .orderBy(asc(sql`coalesce(${orders.paidAt}, ${orders.createdAt})`), asc(orders.id));
  return [
    csvLine(clickAndDropHeaders),
    ...rows.map((row) => csvLine(columns.map(([, value]) => value(row)))),
  ].join('');
}
