/** The shop module's front door: code outside `modules/shop` imports it only from here. */
export { shopRouter } from './router';
export { adminShopRouter } from './adminRouter';
export { shopRest } from './rest';
export {
  cachedShopInfo,
  findHomePageSettings,
  findShopInfo,
  shopMailSender,
  updateShopInfo,
  type ShopInfoCache,
} from './service';
export { closedDays, specialHoursOn } from './specialHours';
export { assertShopShipsTo } from './destinations';
