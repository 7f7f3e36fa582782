import { catalogRouter } from '../modules/catalog/router';
import { shopRouter } from '../modules/shop/router';
import { publicProcedure, router } from './trpc';

export const appRouter = router({
  health: publicProcedure.query(() => ({ status: 'ok' as const })),
  catalog: catalogRouter,
  shop: shopRouter,
});

export type AppRouter = typeof appRouter;
