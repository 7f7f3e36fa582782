import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orderStatuses, type OrderStatus } from '../../../shared/orderStatus';
import { isOneOf, id, ref, createdAt, updatedAt } from './columns';
import { users } from './auth';
import { products } from './catalog';
import { deliveryMethods, type OrderDelivery } from './delivery';
import { deliveryKinds, type DeliveryKind } from '../../../shared/delivery';
import { promotions, type OrderDiscount } from './promotions';

/** An order's address as stored: spec §7's four fields, plus the checkout form's parts. */
export interface AddressFields {
  firstName?: string;
  lastName?: string;
  address: string;
  city: string;
  state?: string;
  postalCode: string;
  country: string;
  email?: string;
  phone?: string;
}

export const orders = pgTable(
  'orders',
  {
    id: id(),
    /** Null when the customer's account is gone: shown as Guest. */
    userId: ref('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<OrderStatus>().notNull(),
    totalPence: integer('total_pence').notNull(),
    isPaid: boolean('is_paid').notNull().default(false),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    isDelivered: boolean('is_delivered').notNull().default(false),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    paymentMethod: text('payment_method').notNull(),
    cardLast4: char('card_last4', { length: 4 }),
    billingAddress: jsonb('billing_address').$type<AddressFields>().notNull(),
    shippingAddress: jsonb('shipping_address').$type<AddressFields>().notNull(),
    trackingCarrier: text('tracking_carrier'),
    trackingNumber: text('tracking_number'),
    trackingUrl: text('tracking_url'),
    adminNotes: text('admin_notes').notNull().default(''),
    cancelReason: text('cancel_reason'),
    /** When the order was cancelled: a paid one's refund is due 14 days after (reg. 34). */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /**
     * While set, this unpaid order holds its stock until then. Anything a person or a payment does
     * to the order (a status change, tracking, notes, a recorded payment, a capture) clears it.
     */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /**
     * Set when the customer deleted their account: the order stays for the shop's accounts with
     * its name, e-mail, phone and addresses replaced by placeholders (decision 020).
     */
    customerDeletedAt: timestamp('customer_deleted_at', { withTimezone: true }),
    /** The client's key for one checkout attempt: a retried Place Order finds this order. */
    idempotencyKey: text('idempotency_key'),
    /**
     * The shop's VAT number and rate when the order was placed (null: not VAT-registered then),
     * so a later change of the setting does not rewrite an old receipt.
     */
    vatNumber: text('vat_number'),
    vatRateBasisPoints: integer('vat_rate_basis_points'),
    /**
     * Sent outside the UK by a VAT-registered shop that zero-rates exports: the order was priced
     * without UK VAT and its rate is 0 (decision 060).
     */
    vatZeroRatedExport: boolean('vat_zero_rated_export').notNull().default(false),
    /** What the shopper paid for delivery, inside `totalPence` (decision 048). */
    shippingPence: integer('shipping_pence').notNull().default(0),
    deliveryKind: text('delivery_kind').$type<DeliveryKind>().notNull().default('post'),
    deliveryMethodId: ref('delivery_method_id').references(() => deliveryMethods.id, {
      onDelete: 'set null',
    }),
    /** The method as chosen; null on orders placed before delivery methods (free, +5 days). */
    delivery: jsonb('delivery').$type<OrderDelivery>(),
    /** The day the parcel should arrive, or the collection be ready (London, YYYY-MM-DD). */
    estimatedDelivery: date('estimated_delivery', { mode: 'string' }),
    /** The code or automatic offer the order was priced with: one use of it while not cancelled. */
    promotionId: ref('promotion_id').references(() => promotions.id, { onDelete: 'set null' }),
    /** What the promotion took off, lines and delivery together (already out of `totalPence`). */
    discountPence: integer('discount_pence').notNull().default(0),
    /** The promotion as it was priced (null: none). */
    discount: jsonb('discount').$type<OrderDiscount>(),
    /**
     * Click & collect: the code the customer shows at the counter, made when the order is first
     * Ready to collect and cleared once it is collected or cancelled. Kept as it is, not hashed:
     * the customer's order page shows it again at the counter (decision 052).
     */
    collectionCode: text('collection_code'),
    /** When the order was last made Ready to collect: Admin → Collections says since when. */
    collectionReadyAt: timestamp('collection_ready_at', { withTimezone: true }),
    /** "This is a gift": wrapped at the shop's price then, inside `totalPence` (decision 056). */
    isGift: boolean('is_gift').notNull().default(false),
    giftWrapPence: integer('gift_wrap_pence').notNull().default(0),
    /** The card's words, for the owner and the packing slip only; '' when none. */
    giftMessage: text('gift_message').notNull().default(''),
    /** The Terms of Sale version the order was placed under (decision 058); null before them. */
    termsVersion: integer('terms_version'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('orders_total_check', sql`${t.totalPence} >= 0`),
    check('orders_status_check', isOneOf('status', orderStatuses)),
    check('orders_shipping_check', sql`${t.shippingPence} >= 0`),
    check('orders_gift_wrap_check', sql`${t.giftWrapPence} >= 0`),
    check('orders_discount_check', sql`${t.discountPence} >= 0`),
    // A promotion's limits count its live orders under its row lock (modules/promotions).
    index('orders_promotion_idx')
      .on(t.promotionId, t.userId)
      .where(sql`${t.promotionId} is not null`),
    check('orders_delivery_kind_check', isOneOf('delivery_kind', deliveryKinds)),
    uniqueIndex('orders_idempotency_key').on(t.userId, t.idempotencyKey),
    // A code names one waiting collection: no two orders hold the same one at once.
    uniqueIndex('orders_collection_code_idx')
      .on(t.collectionCode)
      .where(sql`${t.collectionCode} is not null`),
    // Admin → Collections: what waits, oldest first.
    index('orders_ready_to_collect_idx')
      .on(t.collectionReadyAt)
      .where(sql`${t.status} = 'Ready to collect'`),
    index('orders_unpaid_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.isPaid} = false and ${t.status} <> 'Cancelled'`),
    // With the id: a customer's orders and the CSV are paged by the keyset (created_at, id).
    index('orders_user_created_id_idx').on(t.userId, t.createdAt, t.id),
    // The admin list's sorts, each with the id that breaks ties in the same direction, so one
    // index serves a page in either direction and a keyset from either end (decision 036).
    index('orders_created_id_idx').on(t.createdAt, t.id),
    index('orders_status_created_idx').on(t.status, t.createdAt, t.id),
    index('orders_total_idx').on(t.totalPence, t.id),
    index('orders_status_sort_idx').on(t.status, t.id),
    // The owner's to-do list: paid orders not yet sent or handed over, the longest waiting first
    // (modules/orders/toSend.ts writes the same predicate).
    index('orders_awaiting_dispatch_idx')
      .on(t.deliveryKind, t.paidAt, t.id)
      .where(
        sql`is_paid and status not in ('Order Shipped', 'Delivered', 'Collected', 'Cancelled')`,
      ),
    // The admin search: every part a substring (ILIKE '%term%') served by its own trigram index.
    index('orders_id_trgm_idx').using('gin', sql`(${t.id}::text) gin_trgm_ops`),
    index('orders_billing_email_trgm_idx').using(
      'gin',
      sql`(${t.billingAddress} ->> 'email') gin_trgm_ops`,
    ),
    index('orders_billing_email_local_reversed_idx').using(
      'btree',
      sql`reverse(lower(split_part(${t.billingAddress} ->> 'email', '@', 1))) text_pattern_ops`,
    ),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: ref('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: ref('product_id').references(() => products.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    image: text('image').notNull().default(''),
    pricePence: integer('price_pence').notNull(),
    qty: integer('qty').notNull(),
    /**
     * The line's share of the order's discount, over all its units: the line was paid
     * price × qty − this, which its VAT and its refunds follow.
     */
    discountPence: integer('discount_pence').notNull().default(0),
    /** The option values the shopper chose ({ Size: 'N' }); empty for a product without options. */
    variation: jsonb('variation').$type<Record<string, string>>().notNull().default({}),
    /**
     * Options a spec §7 client ordered without choosing (['Size']): the shop confirms them with the
     * customer before making the piece. Empty once every option is chosen.
     */
    optionsToConfirm: text('options_to_confirm')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The text to engrave on each unit; null when the line is not engraved. */
    engraving: text('engraving'),
    /** What engraving added to each unit's price (inside `pricePence`). */
    engravingPence: integer('engraving_pence').notNull().default(0),
    /** The line's place in the cart it came from. */
    position: smallint('position').notNull().default(0),
  },
  (t) => [
    check('order_items_qty_check', sql`${t.qty} > 0`),
    check('order_items_engraving_pence_check', sql`${t.engravingPence} >= 0`),
    check(
      'order_items_discount_check',
      sql`${t.discountPence} between 0 and ${t.pricePence} * ${t.qty}`,
    ),
    check('order_items_variation_check', sql`jsonb_typeof(${t.variation}) = 'object'`),
    index('order_items_order_idx').on(t.orderId),
    index('order_items_product_idx').on(t.productId),
  ],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: id(),
    orderId: ref('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').$type<OrderStatus>().notNull(),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    check('order_status_history_status_check', isOneOf('status', orderStatuses)),
    index('order_status_history_order_idx').on(t.orderId, t.createdAt),
  ],
);
