import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  char,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { HomePageSettings } from '../../shared/homePage';
import { orderStatuses, type OrderStatus } from '../../shared/orderStatus';
import { paymentStatuses, type PaymentStatus } from '../../shared/paymentStatus';
import { returnStatuses, type ReturnStatus } from '../../shared/returns';
import { reviewStatuses, type ReviewStatus } from '../../shared/reviewStatus';

/** 24 lowercase hex characters, like the Mongo ids clients of the documented API expect. */
export const newId = () => randomBytes(12).toString('hex');

/** A CHECK constraint's list of allowed text values. */
const quoted = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');

const id = () => char('id', { length: 24 }).primaryKey().$defaultFn(newId);
const ref = (name: string) => char(name, { length: 24 });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    isAdmin: boolean('is_admin').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(sql`lower(${t.email})`)],
);

/**
 * A signed-in browser: every session token names one. Logout deletes it, a password change or
 * reset deletes all of the account's, so a copied token stops working on the server.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The browser's User-Agent when it signed in: how the account's sign-ins list names it. */
    userAgent: text('user_agent').notNull().default(''),
    /** Moved on by requests, a few minutes at a time (not one write per request). */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId, t.expiresAt)],
);

/**
 * A sign-in e-mail change waiting for proof: first the old mailbox approves it (or the current
 * password stands in for that), then the link mailed to the new address confirms it. Only the
 * hashes of the links' tokens are kept, never the tokens.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: id(),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: text('new_email').notNull(),
    /** The new mailbox's confirmation link; null until the change is approved. */
    tokenHash: text('token_hash'),
    /** The old mailbox's approval link. */
    approveTokenHash: text('approve_token_hash'),
    /** The old mailbox's "this wasn't me" link: cancels the change and ends every session. */
    cancelTokenHash: text('cancel_token_hash'),
    /** When the old mailbox (or the current password) approved the change. */
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_changes_token_key').on(t.tokenHash),
    uniqueIndex('email_changes_approve_token_key').on(t.approveTokenHash),
    uniqueIndex('email_changes_cancel_token_key').on(t.cancelTokenHash),
    index('email_changes_user_idx').on(t.userId, t.createdAt),
  ],
);

export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    id: id(),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_codes_user_idx').on(t.userId, t.createdAt)],
);

export const categories = pgTable(
  'categories',
  {
    id: id(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    description: text('description').notNull().default(''),
    /** Null for a top-level category; at most two levels exist. */
    parentId: ref('parent_id').references((): AnyPgColumn => categories.id, {
      onDelete: 'restrict',
    }),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('categories_parent_idx').on(t.parentId)],
);

export const products = pgTable(
  'products',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    pricePence: integer('price_pence').notNull(),
    oldPricePence: integer('old_price_pence'),
    brand: text('brand').notNull().default(''),
    /** The metal, e.g. white-gold or platinum: the listing's `material` filter. */
    material: text('material'),
    categoryId: ref('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    variations: jsonb('variations').$type<Record<string, string[]>>().notNull().default({}),
    countInStock: integer('count_in_stock').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    isFeatured: boolean('is_featured').notNull().default(false),
    isOnSale: boolean('is_on_sale').notNull().default(false),
    isNewArrival: boolean('is_new_arrival').notNull().default(false),
    sales: integer('sales').notNull().default(0),
    /** Kept from published reviews by a trigger (migration 0012); 0 when there are none. */
    averageRating: real('average_rating').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * Name, brand and tags, lower-cased: where a search's words rank highest, and misspellings
     * are found. Lower case so a search is a LIKE, which plans in a fraction of an ILIKE's time.
     */
    searchTitle: text('search_title')
      .notNull()
      .generatedAlwaysAs(sql`lower(catalogue_search_title(name, brand, tags))`),
    /** Everything a search matches as a substring, lower-cased: the title and the description. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`lower(catalogue_search_title(name, brand, tags) || ' ' || description)`,
      ),
  },
  (t) => [
    check('products_price_check', sql`${t.pricePence} >= 0`),
    check('products_stock_check', sql`${t.countInStock} >= 0`),
    index('products_category_idx').on(t.categoryId),
    index('products_material_idx').on(t.material),
    index('products_tags_idx').using('gin', t.tags),
    // One index per listing sort, over active products only: the sort column, the id that breaks
    // ties (in the same direction, so one index serves both), and the category, so a page is
    // picked (deep pages too) from the index alone. See decision 007.
    ...(
      [
        ['created', t.createdAt],
        ['price', t.pricePence],
        ['rating', t.averageRating],
        ['name', t.name],
        ['stock', t.countInStock],
        ['sales', t.sales],
      ] as const
    ).map(([name, column]) =>
      index(`products_listed_by_${name}_idx`)
        .on(column, t.id, t.categoryId)
        .where(sql`is_active`),
    ),
    index('products_search_text_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

/**
 * The words of every product's name, brand and tags (three letters or more), kept by a trigger
 * (migration 0005). A misspelt search is corrected against these few hundred words, so the
 * costly trigram comparison never runs once per product. See decision 007. Read with plain SQL
 * (searchSpelling.ts); declared here so that drizzle-kit, which diffs this file, keeps the table.
 */
export const catalogueSearchWords = pgTable(
  'catalogue_search_words',
  { word: text('word').primaryKey() },
  (t) => [index('catalogue_search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops'))],
);

export const productImages = pgTable(
  'product_images',
  {
    id: id(),
    productId: ref('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    publicId: text('public_id').notNull(),
    position: smallint('position').notNull(),
  },
  (t) => [uniqueIndex('product_images_position_key').on(t.productId, t.position)],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: ref('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('orders_total_check', sql`${t.totalPence} >= 0`),
    check('orders_status_check', sql.raw(`status in (${quoted(orderStatuses)})`)),
    uniqueIndex('orders_idempotency_key').on(t.userId, t.idempotencyKey),
    index('orders_unpaid_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.isPaid} = false and ${t.status} <> 'Cancelled'`),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_status_created_idx').on(t.status, t.createdAt),
    index('orders_created_idx').on(t.createdAt),
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
    /** The line's place in the cart it came from. */
    position: smallint('position').notNull().default(0),
  },
  (t) => [
    check('order_items_qty_check', sql`${t.qty} > 0`),
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
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.createdAt)],
);

export const payments = pgTable(
  'payments',
  {
    id: id(),
    orderId: ref('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerOrderId: text('provider_order_id').notNull(),
    /** See PaymentStatus (src/shared/payments.ts). */
    status: text('status').$type<PaymentStatus>().notNull(),
    amountPence: integer('amount_pence').notNull(),
    currency: char('currency', { length: 3 }).notNull().default('GBP'),
    captureId: text('capture_id'),
    /**
     * The order's stock hold, moved here while this payment's capture runs (so the expiry sweep
     * leaves the order alone) and given back if the capture does not take.
     */
    orderHeldUntil: timestamp('order_held_until', { withTimezone: true }),
    /** Counts declined captures: each new try after a decline needs a new idempotency key. */
    captureAttempt: smallint('capture_attempt').notNull().default(0),
    refundId: text('refund_id'),
    /** When the provider confirmed the refund of this capture. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('payments_status_check', sql.raw(`status in (${quoted(paymentStatuses)})`)),
    uniqueIndex('payments_provider_order_key').on(t.provider, t.providerOrderId),
    uniqueIndex('payments_capture_key').on(t.provider, t.captureId),
    index('payments_order_idx').on(t.orderId),
    index('payments_unsettled_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} in ('CAPTURING', 'UNKNOWN', 'PENDING')`),
  ],
);

/**
 * A customer's request to send back some of a delivered order's units. `amountPence` is worked
 * out from the order's prices when it is asked for; the refund moves it through `refunding` (a
 * claim taken under the row lock before the provider is called) to `refunded`, once.
 */
export const orderReturns = pgTable(
  'order_returns',
  {
    id: id(),
    orderId: ref('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').$type<ReturnStatus>().notNull(),
    reason: text('reason').notNull(),
    note: text('note').notNull().default(''),
    amountPence: integer('amount_pence').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    /** When the refund was claimed: a claim older than a few minutes was left by a crash. */
    refundingSince: timestamp('refunding_since', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundId: text('refund_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('order_returns_status_check', sql.raw(`status in (${quoted(returnStatuses)})`)),
    check('order_returns_amount_check', sql`${t.amountPence} >= 0`),
    index('order_returns_order_idx').on(t.orderId, t.createdAt),
    index('order_returns_open_idx')
      .on(t.orderId)
      .where(sql`${t.status} <> 'refunded'`),
  ],
);

export const orderReturnItems = pgTable(
  'order_return_items',
  {
    id: id(),
    returnId: ref('return_id')
      .notNull()
      .references(() => orderReturns.id, { onDelete: 'cascade' }),
    orderItemId: ref('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    qty: integer('qty').notNull(),
  },
  (t) => [
    check('order_return_items_qty_check', sql`${t.qty} > 0`),
    index('order_return_items_return_idx').on(t.returnId),
    index('order_return_items_item_idx').on(t.orderItemId),
  ],
);

/**
 * A customer's review of a product they received (one per product and customer). Published at
 * once; the owner hides abuse (decision 018). A trigger (migration 0012) keeps the product's
 * averageRating and reviewCount to its published reviews.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    productId: ref('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    status: text('status').$type<ReviewStatus>().notNull().default('published'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check('reviews_status_check', sql.raw(`status in (${quoted(reviewStatuses)})`)),
    uniqueIndex('reviews_product_user_key').on(t.productId, t.userId),
    index('reviews_product_listed_idx').on(t.productId, t.status, t.createdAt),
    index('reviews_user_idx').on(t.userId),
    index('reviews_created_idx').on(t.createdAt),
  ],
);

/** Provider webhook events, kept so each one is applied once. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A single row (id 1): the shop's public information. */
export const shopInfo = pgTable(
  'shop_info',
  {
    id: smallint('id').primaryKey().default(1),
    shopName: text('shop_name').notNull(),
    tagline: text('tagline').notNull().default(''),
    description: text('description').notNull().default(''),
    street: text('street').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    zipCode: text('zip_code').notNull().default(''),
    country: text('country').notNull().default(''),
    contactNumber: text('contact_number').notNull().default(''),
    email: text('email').notNull(),
    location: text('location').notNull().default(''),
    facebook: text('facebook').notNull().default(''),
    twitter: text('twitter').notNull().default(''),
    instagram: text('instagram').notNull().default(''),
    pinterest: text('pinterest').notNull().default(''),
    linkedin: text('linkedin').notNull().default(''),
    /** Empty when the shop is not VAT-registered: receipts then show no VAT. */
    vatNumber: text('vat_number').notNull().default(''),
    /** 20% = 2000. */
    vatRateBasisPoints: integer('vat_rate_basis_points').notNull().default(2000),
    returnWindowDays: smallint('return_window_days').notNull().default(14),
    /** Spec §4's 4.5 and 5-54 on products with no reviews; the owner may turn it off (decision 018). */
    showPlaceholderRatings: boolean('show_placeholder_ratings').notNull().default(true),
    /** Home's slides and banners as the owner wrote them; null until saved (the defaults show). */
    homePage: jsonb('home_page').$type<HomePageSettings>(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('shop_info_single_row', sql`${t.id} = 1`),
    check('shop_info_vat_rate_check', sql`${t.vatRateBasisPoints} between 0 and 10000`),
    check('shop_info_return_window_check', sql`${t.returnWindowDays} between 1 and 365`),
  ],
);

export const storeHours = pgTable(
  'store_hours',
  {
    /** 0 = Monday … 6 = Sunday: the order the week is shown in. */
    dayIndex: smallint('day_index').primaryKey(),
    day: text('day').notNull(),
    openTime: text('open_time').notNull().default(''),
    closeTime: text('close_time').notNull().default(''),
    isClosed: boolean('is_closed').notNull().default(false),
  },
  (t) => [check('store_hours_day_check', sql`${t.dayIndex} between 0 and 6`)],
);

/**
 * Outgoing mail, written in the same transaction as what caused it (a reset code, a payment) and
 * sent by a background worker with retries: a dead mail server delays mail, never a request, and
 * a mail is not lost when the process stops.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A sender's claim: another instance leaves the mail alone until it passes. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null`),
  ],
);
