import type { z } from '../../../shared/zod';
import type { shopInfoInput } from '../../../shared/admin';
import type { Db } from '../../db/client';
import { findHomePageSettings, updateShopInfo } from '../../modules/shop';
import { checkHomePageOffers } from './homeOffers';

/**
 * Saves the shop's information (Shop Information, `PUT /api/shop/infoUpdate`). The home page's
 * offers are checked against the catalogue, delivery and promotions in the same transaction
 * as the save, so what was checked is what the save sees.
 */
export function saveShopInfo(db: Db, input: z.output<typeof shopInfoInput>) {
  return db.transaction(async (tx) => {
    const { homePage } = input;
    if (homePage) await checkHomePageOffers(tx, homePage, await findHomePageSettings(tx));
    return updateShopInfo(tx, input);
  });
}
