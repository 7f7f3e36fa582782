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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { materials, type Material } from '../../../shared/constants';
import { id, isOneOf, ref, createdAt, updatedAt } from './columns';

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
    material: text('material').$type<Material>(),
    categoryId: ref('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    variations: jsonb('variations').$type<Record<string, string[]>>().notNull().default({}),
    countInStock: integer('count_in_stock').notNull().default(0),
    /** Stock at or below this is low (the daily mail); null follows the shop's threshold. */
    lowStockThreshold: integer('low_stock_threshold'),
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
    index('products_category_idx').on(t.categoryId),
    index('products_material_idx').on(t.material),
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
  },
  (t) => [uniqueIndex('product_images_position_key').on(t.productId, t.position)],
);
