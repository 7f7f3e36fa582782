import { authRouter } from '../modules/auth/router';
import { catalogRouter } from '../modules/catalog/router';
import { ordersRouter } from '../modules/orders/router';
import { paymentsRouter } from '../modules/payments/router';
import { privacyRouter } from '../modules/privacy/router';
import { reviewsRouter } from '../modules/reviews/router';
import { shopRouter } from '../modules/shop/router';
import { wishlistRouter } from '../modules/wishlist/router';
import { adminRouter } from './adminRouter';
import { publicProcedure, router } from './trpc';

export const appRouter = router({
  health: publicProcedure.query(() => ({ status: 'ok' as const })),
  admin: adminRouter,
  auth: authRouter,
  catalog: catalogRouter,
  orders: ordersRouter,
  payments: paymentsRouter,
  privacy: privacyRouter,
  reviews: reviewsRouter,
  shop: shopRouter,
  wishlist: wishlistRouter,
});

export type AppRouter = typeof appRouter;
