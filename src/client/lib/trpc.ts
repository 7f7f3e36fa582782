import { createTRPCReact, httpBatchLink, loggerLink } from '@trpc/react-query';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../server/trpc/router';

/** The client's only API: typed end to end from the server's routers. */
export const trpc = createTRPCReact<AppRouter>();

export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
export type Product = RouterOutputs['catalog']['product'];
export type CategoryNode = RouterOutputs['catalog']['categoryTree'][number];
export type ShopInfo = RouterOutputs['shop']['info'];
export type Order = RouterOutputs['orders']['byId'];
export type TrpcClient = ReturnType<typeof createTrpcClient>;

export function createTrpcClient() {
  return trpc.createClient({
    links: [
      // Development only: in a production build an expected failure ('Product not found') must
      // not print to the console.
      ...(import.meta.env.DEV
        ? [
            loggerLink<AppRouter>({
              enabled: (op) => op.direction === 'down' && op.result instanceof Error,
            }),
          ]
        : []),
      httpBatchLink({
        url: '/trpc',
        headers() {
          const token = localStorage.getItem('token');
          return token ? { Authorization: `Bearer ${token}` } : {};
        },
      }),
    ],
  });
}
