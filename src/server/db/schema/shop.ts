import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import type { HomePageSettings } from '../../../shared/homePage';
import { weekdays, type Weekday } from '../../../shared/constants';
import { DEFAULT_LOW_STOCK_THRESHOLD } from '../../../shared/shop';
import { vatByDestinationChoices, type VatByDestination } from '../../../shared/destinations';
import { isOneOf, updatedAt } from './columns';

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
    /** Where the shop sells and how it charges VAT there (decision 060). */
    vatByDestination: text('vat_by_destination')
      .$type<VatByDestination>()
      .notNull()
      .default('zero-rate-exports'),
    /** Spec §4's 4.5 and 5-54 on products with no reviews: off unless the owner turns it on (decision 057). */
    showPlaceholderRatings: boolean('show_placeholder_ratings').notNull().default(false),
    /** A product's stock at or below this is low, unless the product sets its own. */
    lowStockThreshold: integer('low_stock_threshold')
      .notNull()
      .default(DEFAULT_LOW_STOCK_THRESHOLD),
    /** What "This is a gift" adds to an order, VAT included; may be 0 (decision 056). */
    giftWrapPence: integer('gift_wrap_pence').notNull().default(0),
    /** Home's slides and banners as the owner wrote them; null until saved (the defaults show). */
    homePage: jsonb('home_page').$type<HomePageSettings>(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('shop_info_single_row', sql`${t.id} = 1`),
    check('shop_info_vat_rate_check', sql`${t.vatRateBasisPoints} between 0 and 10000`),
    check('shop_info_return_window_check', sql`${t.returnWindowDays} between 1 and 365`),
    check('shop_info_low_stock_threshold_check', sql`${t.lowStockThreshold} >= 0`),
    check('shop_info_gift_wrap_check', sql`${t.giftWrapPence} >= 0`),
    check(
      'shop_info_vat_by_destination_check',
      isOneOf('vat_by_destination', vatByDestinationChoices),
    ),
  ],
);

export const storeHours = pgTable(
  'store_hours',
  {
    /** 0 = Monday … 6 = Sunday: the order the week is shown in. */
    dayIndex: smallint('day_index').primaryKey(),
    day: text('day').$type<Weekday>().notNull(),
    openTime: text('open_time').notNull().default(''),
    closeTime: text('close_time').notNull().default(''),
    isClosed: boolean('is_closed').notNull().default(false),
  },
  (t) => [
    check('store_hours_day_check', sql`${t.dayIndex} between 0 and 6`),
    check('store_hours_day_name_check', isOneOf('day', weekdays)),
  ],
);

/**
 * A London day with its own opening hours, or closed all day (decision 051); it wins over the
 * weekday's row of `store_hours`. Times are 'HH:MM' on a 24-hour clock, '' when closed.
 */
export const specialOpeningHours = pgTable(
  'special_opening_hours',
  {
    date: date('date', { mode: 'string' }).primaryKey(),
    isClosed: boolean('is_closed').notNull().default(false),
    openTime: text('open_time').notNull().default(''),
    closeTime: text('close_time').notNull().default(''),
    note: text('note').notNull().default(''),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'special_opening_hours_times_check',
      sql`${t.isClosed} or (${t.openTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and ${t.closeTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and ${t.closeTime} > ${t.openTime})`,
    ),
  ],
);
