import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { materials, type Material } from '../../../shared/constants';
import { id, isOneOf, ref, createdAt, updatedAt } from './columns';
import { jewelleryColumns, jewelleryChecks } from './jewellery';
import type { EngravingOffer } from '../../../shared/engraving';

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
    /**
     * A sale the owner scheduled (decision 044): the regular price, the sale price, and when the
     * sale starts and ends (null: from now, until the owner ends it). All null without one. With
     * one, price, old price and the sale flag follow it (a trigger and a job, migration 0028).
     */
    regularPricePence: integer('regular_price_pence'),
    salePricePence: integer('sale_price_pence'),
    saleStartsAt: timestamp('sale_starts_at', { withTimezone: true }),
    saleEndsAt: timestamp('sale_ends_at', { withTimezone: true }),
    brand: text('brand').notNull().default(''),
    /** The owner's stock-keeping unit, unique when set: what a product CSV matches rows by. */
    sku: text('sku'),
    /** The metal, e.g. white-gold or platinum: the listing's `material` filter. */
    material: text('material').$type<Material>(),
    ...jewelleryColumns,
    categoryId: ref('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    variations: jsonb('variations').$type<Record<string, string[]>>().notNull().default({}),
    /** With stock per option, the sum of its variants' stock, kept by a trigger (migration 0024). */
    countInStock: integer('count_in_stock').notNull().default(0),
    /** Whether the stock is kept per option, in `product_variants` (decision 041). */
    stockPerOption: boolean('stock_per_option').notNull().default(false),
    /** Stock at or below this is low (the daily mail); null follows the shop's threshold. */
    lowStockThreshold: integer('low_stock_threshold'),
    /** Engraving as the owner offers it on this piece (pence); null: not offered. */
    engraving: jsonb('engraving').$type<EngravingOffer>(),
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
    check('products_low_stock_threshold_check', sql`${t.lowStockThreshold} >= 0`),
    check('products_material_check', isOneOf('material', materials)),
    check(
      'products_sale_check',
      sql`case when ${t.salePricePence} is null
        then ${t.regularPricePence} is null and ${t.saleStartsAt} is null and ${t.saleEndsAt} is null
        else ${t.salePricePence} >= 0 and ${t.salePricePence} < ${t.regularPricePence}
          and (${t.saleEndsAt} > ${t.saleStartsAt}) is not false end`,
    ),
    // The few products whose sale the minute's job looks at.
    index('products_scheduled_sales_idx')
      .on(t.id)
      .where(sql`sale_price_pence is not null`),
    uniqueIndex('products_sku_key').on(t.sku),
    index('products_category_idx').on(t.categoryId),
    index('products_material_idx').on(t.material),
    ...jewelleryChecks(),
    index('products_stone_idx').on(t.stone),
    index('products_tags_idx').using('gin', t.tags),
    // One index per listing sort, over active products only: the sort column, the id that breaks
    // ties (in the same direction, so one index serves both), and the category, so a page is
    // picked (deep pages too) from the index alone. See decision 007. Not stock and sales: every
    // sale changes them, and an indexed column changed makes each sale rewrite all the table's
    // index entries instead of updating the row in place (HOT); their rare API sorts sort the
    // active products instead. See decision 038.
    ...(
      [
        ['created', t.createdAt],
        ['price', t.pricePence],
        ['rating', t.averageRating],
        ['name', t.name],
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
 * The variants of a product whose stock is kept per option (shared/variants.ts): one per
 * combination of option values the owner offers. `choice` is compared as jsonb, where key order
 * does not count, so an order line's `variation` finds its variant.
 */
export const productVariants = pgTable(
  'product_variants',
  {
    id: id(),
    productId: ref('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    choice: jsonb('choice').$type<Record<string, string>>().notNull(),
    countInStock: integer('count_in_stock').notNull().default(0),
    priceDifferencePence: integer('price_difference_pence').notNull().default(0),
    /** Made to order, dispatched within this many days; null when kept in stock. */
    madeToOrderDays: smallint('made_to_order_days'),
    position: smallint('position').notNull(),
  },
  (t) => [
    uniqueIndex('product_variants_choice_key').on(t.productId, t.choice),
    check('product_variants_stock_check', sql`${t.countInStock} >= 0`),
    check('product_variants_days_check', sql`${t.madeToOrderDays} between 1 and 365`),
  ],
);

/**
 * The words of every product's name, brand and tags (three letters or more), kept by a trigger
 * (migration 0005). A misspelt search is corrected against these few hundred words, so the
 * costly trigram comparison never runs once per product. See decision 007. Read with plain SQL
 * (searchSpelling.ts); declared here so that drizzle-kit, which diffs these files, keeps the
 * table.
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
    /** What the picture shows, for screen readers and when it does not load; '' falls back to the name. */
    alt: text('alt').notNull().default(''),
  },
  (t) => [uniqueIndex('product_images_position_key').on(t.productId, t.position)],
);
