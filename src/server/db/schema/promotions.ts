import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  promotionKinds,
  promotionScopes,
  type PromotionKind,
  type PromotionScope,
} from '../../../shared/promotions';
import { createdAt, id, isOneOf, updatedAt } from './columns';

/**
 * Discount codes and automatic offers (no code) the owner sets in Admin → Promotions. A use is an
 * order that carries the promotion and is not cancelled (orders.promotion_id): an unpaid order
 * that expires or is cancelled gives its use back without anything else to undo.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: id(),
    name: text('name').notNull(),
    /** Upper case, unique; null for an automatic offer. */
    code: text('code'),
    kind: text('kind').$type<PromotionKind>().notNull(),
    /** The percentage (1–100) or the pence off, by kind; 0 for free delivery. */
    value: integer('value').notNull().default(0),
    scope: text('scope').$type<PromotionScope>().notNull().default('all'),
    /** Category ids, product ids or materials, by scope. */
    scopeIds: text('scope_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    minSpendPence: integer('min_spend_pence'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    usageLimit: integer('usage_limit'),
    perCustomerLimit: integer('per_customer_limit'),
    excludeSale: boolean('exclude_sale').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('promotions_kind_check', isOneOf('kind', promotionKinds)),
    check('promotions_scope_check', isOneOf('scope', promotionScopes)),
    check(
      'promotions_numbers_check',
      sql`${t.value} >= 0 and coalesce(${t.minSpendPence}, 0) >= 0
        and coalesce(${t.usageLimit}, 1) > 0 and coalesce(${t.perCustomerLimit}, 1) > 0`,
    ),
    check('promotions_percent_check', sql`${t.kind} <> 'percent' or ${t.value} between 1 and 100`),
    uniqueIndex('promotions_code_idx').on(t.code),
  ],
);

/** The promotion an order was priced with, as it was then (a later edit changes no order). */
export interface OrderDiscount {
  code: string | null;
  name: string;
  kind: PromotionKind;
  value: number;
  /** Off the lines (each line keeps its share) and off delivery. */
  itemsPence: number;
  deliveryPence: number;
}
