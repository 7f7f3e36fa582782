import {
  createTRPCClient,
  httpBatchLink,
  httpLink,
  loggerLink,
  splitLink,
  type TRPCClient,
} from '@trpc/client';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { createTRPCContext, type TRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { AppRouter } from '../../server/trpc/router';
import { TRPC_MAX_BATCH_SIZE } from '../../shared/constants';

/**
 * The client's only API, typed end to end from the server's routers: `useTRPC()` gives the
 * options proxy (`useQuery(trpc.x.y.queryOptions(input))`), `useTRPCClient()` the plain client.
 */
export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

/** The options proxy: query options, keys and filters of every procedure. */
export type Trpc = TRPCOptionsProxy<AppRouter>;
export type TrpcClient = TRPCClient<AppRouter>;
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
export type Product = RouterOutputs['catalog']['product'];
export type CategoryNode = RouterOutputs['catalog']['categoryTree'][number];
export type ShopInfo = RouterOutputs['shop']['info'];
export type Order = RouterOutputs['orders']['byId'];

const bearer = (token: unknown) =>
  typeof token === 'string' && token ? { Authorization: `Bearer ${token}` } : {};

export function createTrpcClient(): TrpcClient {
  return createTRPCClient<AppRouter>({
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
