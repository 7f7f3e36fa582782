import { asc, eq } from 'drizzle-orm';
import {
  defaultStoreHours,
  fallbackShopInfo,
  formatAddress,
  type ShopInfo,
} from '../../../shared/shop';
import type { Db } from '../../db/client';
import { shopInfo, storeHours } from '../../db/schema';

/** The shop's public information; the defaults stand in until an administrator saves some. */
export async function findShopInfo(db: Db): Promise<ShopInfo> {
  const [[info], hours] = await Promise.all([
    db.select().from(shopInfo).where(eq(shopInfo.id, 1)),
    db.select().from(storeHours).orderBy(asc(storeHours.dayIndex)),
  ]);
  const storeHoursList = hours.length
    ? hours.map(({ day, openTime, closeTime, isClosed }) => ({
        day,
        openTime,
        closeTime,
        isClosed,
      }))
    : defaultStoreHours;
  if (!info) return { ...fallbackShopInfo, storeHours: storeHoursList };
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
  };
}
