import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import {
  deliveryKinds,
  type CoverTier,
  type DeliveryKind,
  type Surcharge,
} from '../../../shared/delivery';
import { createdAt, id, isOneOf, updatedAt } from './columns';

/** The ways the owner sends (or hands over) an order, in the order checkout offers them. */
export const deliveryMethods = pgTable(
  'delivery_methods',
  {
    id: id(),
    name: text('name').notNull(),
    service: text('service').notNull().default(''),
    carrier: text('carrier').notNull().default(''),
    kind: text('kind').$type<DeliveryKind>().notNull(),
    pricePence: integer('price_pence').notNull().default(0),
    freeOverPence: integer('free_over_pence'),
    minOrderPence: integer('min_order_pence'),
    maxOrderPence: integer('max_order_pence'),
    coverTiers: jsonb('cover_tiers').$type<CoverTier[]>().notNull().default([]),
    cutOffTime: text('cut_off_time').notNull().default('13:00'),
    dispatchDays: smallint('dispatch_days')
      .array()
      .notNull()
      .default(sql`'{0,1,2,3,4}'::smallint[]`),
    transitDays: smallint('transit_days').notNull().default(2),
    countries: text('countries')
      .array()
      .notNull()
      .default(sql`'{United Kingdom}'::text[]`),
    surcharges: jsonb('surcharges').$type<Surcharge[]>().notNull().default([]),
    isActive: boolean('is_active').notNull().default(true),
    position: smallint('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('delivery_methods_kind_check', isOneOf('kind', deliveryKinds)),
    check(
      'delivery_methods_money_check',
      sql`${t.pricePence} >= 0 and coalesce(${t.freeOverPence}, 0) >= 0
        and coalesce(${t.minOrderPence}, 0) >= 0 and coalesce(${t.maxOrderPence}, 0) >= 0`,
    ),
    check(
      'delivery_methods_cut_off_check',
      sql`${t.cutOffTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`,
    ),
    check('delivery_methods_transit_check', sql`${t.transitDays} between 0 and 30`),
  ],
);

/** How an order travels, as it was chosen and priced when placed (a later edit of the method changes no order). */
export interface OrderDelivery {
  name: string;
  service: string;
  carrier: string;
  surchargePence: number;
  surchargeArea: string | null;
  coverPence: number | null;
}
