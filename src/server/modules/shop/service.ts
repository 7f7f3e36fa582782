import { asc, eq } from 'drizzle-orm';
import type { z } from '../../../shared/zod';
import type { shopInfoInput, storeHoursInput } from '../../../shared/admin';
import { weekdays } from '../../../shared/constants';
import { defaultHomePage, type HomePageSettings } from '../../../shared/homePage';
import {
  defaultStoreHours,
  fallbackShopInfo,
  formatAddress,
  readableStoreHours,
  type ShopInfo,
} from '../../../shared/shop';
import { londonDay } from '../../../shared/londonTime';
import { toPence, toPounds } from '../../../shared/money';
import { basisPointsToPercent, percentToBasisPoints } from '../../../shared/vat';
import type { Db } from '../../db/client';
import { shopInfo, storeHours } from '../../db/schema';
import { findSpecialHours, replaceSpecialHours } from './specialHours';

/** The shop's public information; the defaults stand in until an administrator saves some. */
export async function findShopInfo(db: Db): Promise<ShopInfo> {
  // One after another: `db` may be a transaction, whose one connection runs a query at a time.
  const [info] = await db.select().from(shopInfo).where(eq(shopInfo.id, 1));
  const hours = await db.select().from(storeHours).orderBy(asc(storeHours.dayIndex));
  const storeHoursList = (hours.length ? hours : defaultStoreHours).map(
    ({ day, openTime, closeTime, isClosed }) =>
      readableStoreHours({ day, openTime, closeTime, isClosed }),
  );
  // From the day it is read: a copy cached past midnight still holds yesterday's, which the
  // pages skip (they list from their own today) and a save leaves alone.
  const specialHours = await findSpecialHours(db, londonDay(new Date()));
  if (!info) return { ...fallbackShopInfo, storeHours: storeHoursList, specialHours };
  const address = {
    street: info.street,
    city: info.city,
    state: info.state,
    zipCode: info.zipCode,
    country: info.country,
  };
  return {
    shopName: info.shopName,
    tagline: info.tagline,
    description: info.description,
    address,
    formattedAddress: formatAddress(address),
    contactNumber: info.contactNumber,
    email: info.email,
    location: info.location,
    socialMedia: {
      facebook: info.facebook,
      twitter: info.twitter,
      instagram: info.instagram,
      pinterest: info.pinterest,
      linkedin: info.linkedin,
    },
    storeHours: storeHoursList,
    specialHours,
    vatNumber: info.vatNumber,
    vatRate: basisPointsToPercent(info.vatRateBasisPoints),
    returnWindowDays: info.returnWindowDays,
    vatByDestination: info.vatByDestination,
    showPlaceholderRatings: info.showPlaceholderRatings,
    homePage: info.homePage ?? defaultHomePage,
    lowStockThreshold: info.lowStockThreshold,
    giftWrapPrice: toPounds(info.giftWrapPence),
  };
}

/**
 * Where the shop's information is cached: the catalogue cache (catalog module), whose change
 * feed clears it on every instance when it is saved. Declared here by shape, so this module does
 * not depend on the catalogue (which reads the home page settings from here).
 */
export interface ShopInfoCache {
  shopInfo: {
    get(key: string): ShopInfo | undefined;
    set(key: string, value: ShopInfo, version: number): void;
  };
  version(): number;
}

/**
 * The shop's information as the catalogue cache holds it. A miss is read on `db`, which may be
 * the caller's transaction: no second connection is taken while it holds one.
 */
export async function cachedShopInfo(ctx: { catalogue: ShopInfoCache }, db: Db): Promise<ShopInfo> {
  const part = ctx.catalogue.shopInfo;
  const held = part.get('shop');
  if (held) return held;
  const version = ctx.catalogue.version();
  const info = await findShopInfo(db);
  part.set('shop', info, version);
  return info;
}

/** Home's slides and banners as the owner wrote them (the defaults until saved). */
export async function findHomePageSettings(db: Db): Promise<HomePageSettings> {
  const [info] = await db
    .select({ homePage: shopInfo.homePage })
    .from(shopInfo)
    .where(eq(shopInfo.id, 1));
  return info?.homePage ?? defaultHomePage;
}

/** Saves the shop's public information (everything but the hours) and answers all of it. */
export async function updateShopInfo(db: Db, input: z.output<typeof shopInfoInput>) {
  const { address, socialMedia, vatRate, giftWrapPrice, ...rest } = input;
  const values = {
    ...rest,
    ...(giftWrapPrice === undefined ? {} : { giftWrapPence: toPence(giftWrapPrice) }),
    ...address,
    ...socialMedia,
    ...(vatRate === undefined ? {} : { vatRateBasisPoints: percentToBasisPoints(vatRate) }),
  };
  await db
    .insert(shopInfo)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: shopInfo.id, set: values });
  return findShopInfo(db);
}

/**
 * Replaces the week's opening hours, Monday first, and, when sent, the special hours from today
 * on (left out, they stay as saved).
 */
export async function updateStoreHours(db: Db, input: z.output<typeof storeHoursInput>) {
  await db.transaction(async (tx) => {
    if (input.specialHours) await replaceSpecialHours(tx, input.specialHours);
    for (const entry of input.storeHours) {
      const dayIndex = weekdays.indexOf(entry.day);
      await tx
        .insert(storeHours)
        .values({ dayIndex, ...entry })
        .onConflictDoUpdate({ target: storeHours.dayIndex, set: entry });
    }
  });
  return findShopInfo(db);
}

/**
 * The From of the shop's mails when MAIL_FROM does not set one: the shop's own name and e-mail
 * from Shop Information ("Hatton Jewels" <owner@hatton.example>). A shop without an e-mail yet
 * sends from no-reply at its public address's host.
 */
export async function shopMailSender(db: Db, publicUrl: string) {
  const [info] = await db
    .select({ name: shopInfo.shopName, address: shopInfo.email })
    .from(shopInfo)
    .where(eq(shopInfo.id, 1));
  return {
    name: info?.name || fallbackShopInfo.shopName,
    address: info?.address || `no-reply@${new URL(publicUrl).hostname}`,
  };
}
