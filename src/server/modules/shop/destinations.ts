import { notShippedMessage, shipsTo } from '../../../shared/destinations';
import type { Db } from '../../db/client';
import { DomainError } from '../../errors';
import { cachedShopInfo, type ShopInfoCache } from './service';

/**
 * A "UK only" shop (decision 060) refuses an order or a delivery quote for another country with
 * a 400 that says so; REST and tRPC both reach it through their services.
 */
export async function assertShopShipsTo(
  ctx: { catalogue: ShopInfoCache },
  db: Db,
  country: string,
) {
  const shop = await cachedShopInfo(ctx, db);
  if (!shipsTo(shop.vatByDestination, country)) {
    throw new DomainError('BAD_REQUEST', notShippedMessage(country));
  }
}
