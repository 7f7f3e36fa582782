import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { AppRouter } from '../../server/trpc/router';
import { session } from '../state/session';
import { toast } from '../state/toast';
import type { TrpcClient } from './trpc';

declare module '@tanstack/react-query' {
  interface Register {
    /** A query whose failure is announced by a toast (spec §8), once, however many components use it. */
    queryMeta: { errorToast?: string };
  }
}

const isUnauthorized = (error: unknown) =>
  error instanceof TRPCClientError &&
  (error.data as { code?: string } | undefined)?.code === 'UNAUTHORIZED';

/**
 * The server answers UNAUTHORIZED only for a missing, expired or revoked token (a wrong password
 * at login is the one other case, and the login page is never shown to someone signed in). So
 * for a signed-in visitor it means the session is over: sign out here too.
 */
function endRejectedSession(error: unknown) {
  if (isUnauthorized(error) && session.get()) session.logout();
}

export function createQueryClient(trpcClient: TrpcClient) {
  const queryClient = new QueryClient({
    queryCache: new QueryCache({
      onError(error, query) {
        endRejectedSession(error);
        const message = query.meta?.errorToast;
        if (message && !isUnauthorized(error)) toast.error(message);
      },
    }),
    mutationCache: new MutationCache({ onError: endRejectedSession }),
    defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
  });
  // Caches of one account's data: dropped when another account (or nobody) is signed in.
  const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
  session.onUserChange(() => {
    for (const router of [trpc.auth, trpc.wishlist, trpc.orders]) {
      queryClient.removeQueries(router.pathFilter());
    }
  });
  return queryClient;
}
