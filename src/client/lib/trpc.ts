import { createTRPCReact, httpBatchLink, httpLink, loggerLink, splitLink } from '@trpc/react-query';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../server/trpc/router';
import { TRPC_MAX_BATCH_SIZE } from '../../shared/constants';

/** The client's only API: typed end to end from the server's routers. */
export const trpc = createTRPCReact<AppRouter>();

export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
export type Product = RouterOutputs['catalog']['product'];
export type CategoryNode = RouterOutputs['catalog']['categoryTree'][number];
export type ShopInfo = RouterOutputs['shop']['info'];
export type Order = RouterOutputs['orders']['byId'];
export type TrpcClient = ReturnType<typeof createTrpcClient>;

const bearer = (token: unknown) =>
  typeof token === 'string' && token ? { Authorization: `Bearer ${token}` } : {};

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
      splitLink({
        // A call that names its own token (Logout, which has already cleared the stored one) goes
        // alone, with that token: batched, the calls beside it would ride on it too.
        condition: (op) => 'token' in op.context,
        true: httpLink({ url: '/trpc', headers: ({ op }) => bearer(op.context.token) }),
        false: httpBatchLink({
          url: '/trpc',
          maxItems: TRPC_MAX_BATCH_SIZE,
          headers: () => bearer(localStorage.getItem('token')),
        }),
      }),
    ],
  });
}
