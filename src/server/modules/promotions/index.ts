/** The promotions module's front door: code outside `modules/promotions` imports it only from here. */
export { promotionsRouter, adminPromotionsRouter } from './router';
export {
  choosePromotion,
  promotionColumns,
  type AppliedPromotion,
  type LineToDiscount,
} from './apply';
export { listPromotions, type PromotionDto } from './admin';
export { shopHasActivePromotion } from './active';
export type { DiscountPreview } from './preview';
