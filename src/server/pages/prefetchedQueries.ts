import { QueryClient, dehydrate, type DehydratedState } from '@tanstack/react-query';

/** One tRPC query the page will make, answered already: `path` as 'catalog.product'. */
export interface PrefetchedQuery {
  path: string;
  input?: unknown;
  data: unknown;
}

/**
 * The query key @trpc/react-query gives `trpc.<path>.useQuery(input)` (its getQueryKey): the
 * path split on dots, then the input (left out when there is none) and the type. The client finds
 * the data only under exactly this key.
 */
export const trpcQueryKey = (path: string, input?: unknown) => [
  path.split('.'),
  input === undefined ? { type: 'query' } : { input, type: 'query' },
];

/**
 * react-query's dehydrated state of the answers, as the client's `hydrate` reads it. The data
 * goes through JSON first, so it is exactly what the API would have sent (dates as strings).
 */
export function dehydratedQueries(queries: PrefetchedQuery[]): DehydratedState {
  const client = new QueryClient();
  for (const query of queries) {
    client.setQueryData(
      trpcQueryKey(query.path, query.input),
      JSON.parse(JSON.stringify(query.data)) as unknown,
    );
  }
  return dehydrate(client);
}
