import { authRouter } from '../modules/auth';
import {
  adminCategoriesRouter,
  adminHomeRouter,
  adminProductsRouter,
  catalogRouter,
} from '../modules/catalog';
import { adminDeliveryRouter, deliveryRouter } from '../modules/delivery';
import { adminMarketingRouter, marketingRouter } from '../modules/marketing';
import { adminOrdersRouter, ordersRouter } from '../modules/orders';
import { adminPromotionsRouter, promotionsRouter } from '../modules/promotions';
import { returnsRouter } from '../modules/returns';
import { adminReviewsRouter, reviewsRouter } from '../modules/reviews';
import { adminPoliciesRouter, policiesRouter } from '../modules/policies';
import { adminShopRouter, shopRouter } from '../modules/shop';
import { stockAlertsRouter } from '../modules/stockAlerts';
import { wishlistRouter } from '../modules/wishlist';
import { paymentsRouter } from '../workflows/checkout/router';
import { adminTodoRouter } from '../workflows/morning/router';
import { privacyRouter } from '../workflows/privacy/router';
import { adminRemindersRouter, remindersRouter } from '../workflows/reminders/router';
import { adminReturnsRouter } from '../workflows/returns/router';
import { cancellationRouter } from '../workflows/cancellation/router';
import { adminShopInfoRouter } from '../workflows/shopInformation/router';
import { mergeRouters, publicProcedure, router } from './trpc';

/** Every router the client calls, mounted here and only here (decision 030). */
export const appRouter = router({
  health: publicProcedure.query(() => ({ status: 'ok' as const })),
  /** The admin area's procedures: every one refuses guests (401) and customers (403). */
  admin: router({
    orders: mergeRouters(adminOrdersRouter, adminReturnsRouter),
    products: adminProductsRouter,
    categories: adminCategoriesRouter,
    shop: mergeRouters(adminShopRouter, adminShopInfoRouter),
    home: adminHomeRouter,
    reviews: adminReviewsRouter,
    delivery: adminDeliveryRouter,
    promotions: adminPromotionsRouter,
    todo: adminTodoRouter,
    policies: adminPoliciesRouter,
    marketing: mergeRouters(adminMarketingRouter, adminRemindersRouter),
  }),
  auth: authRouter,
  catalog: catalogRouter,
  delivery: deliveryRouter,
  marketing: marketingRouter,
  orders: mergeRouters(ordersRouter, returnsRouter, cancellationRouter),
  payments: paymentsRouter,
  policies: policiesRouter,
  promotions: promotionsRouter,
  privacy: privacyRouter,
  reminders: remindersRouter,
  reviews: reviewsRouter,
  shop: shopRouter,
  stockAlerts: stockAlertsRouter,
  wishlist: wishlistRouter,
});

export type AppRouter = typeof appRouter;
