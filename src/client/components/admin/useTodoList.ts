import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { TODO_REFRESH_MS } from '../../../shared/ownersMorning';
import { useTRPC } from '../../lib/trpc';

/**
 * The owner's to-do list (admin.todo.list): the dashboard's top and the admin menu's counts read
 * the same query, asked again at most once a minute while nothing changes.
 */
export function useTodoList() {
  const trpc = useTRPC();
  return useQuery(
    trpc.admin.todo.list.queryOptions(undefined, {
      staleTime: TODO_REFRESH_MS,
      refetchInterval: TODO_REFRESH_MS,
    }),
  );
}

/**
 * Whatever the owner does in the admin (marks an order shipped, refunds a return, hides a
 * review, saves stock) may change the list: each successful change asks for it again at once.
 */
export function useTodoListFollowsChanges() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'success') {
          void queryClient.invalidateQueries({ queryKey: trpc.admin.todo.list.queryKey() });
        }
      }),
    [queryClient, trpc],
  );
}
