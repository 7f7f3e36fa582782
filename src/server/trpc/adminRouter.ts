import { adminCategoriesRouter, adminProductsRouter } from '../modules/catalog/adminRouter';
import { adminOrdersRouter } from '../modules/orders/adminRouter';
import { adminReviewsRouter } from '../modules/reviews/adminRouter';
import { adminShopRouter } from '../modules/shop/adminRouter';
import { router } from './trpc';

/** The admin area's procedures: every one refuses guests (401) and customers (403). */
export const adminRouter = router({
  orders: adminOrdersRouter,
  products: adminProductsRouter,
  categories: adminCategoriesRouter,
  shop: adminShopRouter,
  reviews: adminReviewsRouter,
});
