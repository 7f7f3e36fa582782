import {
  QueryClient,
  dehydrate,
  hashKey,
  type DataTag,
  type QueryKey,
} from '@tanstack/react-query';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { Request } from 'express';
import type { FetchPageQuery, PageMatch } from '../../client/ssr';
import type { ShopInfo } from '../../shared/shop';
import type { Services } from '../services';
import { appRouter } from '../trpc/router';
import { storeStructuredData } from './structuredData';

const DESCRIPTION_LENGTH = 160;

const asJson = (data: unknown) => JSON.parse(JSON.stringify(data)) as unknown;

/** A description fit for a search result: one line, cut at a word within 160 characters. */
export function summary(text: string) {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= DESCRIPTION_LENGTH) return line;
  const cut = line.slice(0, DESCRIPTION_LENGTH - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[,.;:]$/, '')}…`;
}

/** What a storefront page's head and data are built from while it is built for one request. */
export type PageContext = ReturnType<typeof pageContext>;

/**
 * A page's queries, asked through tRPC's options proxy on the server (`createTRPCOptionsProxy`
 * with the router itself, as a signed-out visitor: the HTML is the same for everyone), so each
 * answer is byte for byte the API's and lands under the very key the page's component asks by.
 * The answers are kept in the catalogue cache, which every catalogue or shop-information write
 * clears (migrations 0003 and 0007).
 */
export function pageContext(services: Services, req: Request, match: PageMatch) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  });
  const trpc = createTRPCOptionsProxy({
    router: appRouter,
    ctx: {
      ...services,
      log: req.log,
      user: null,
      tokenProblem: null,
      sessionId: null,
      clientIp: req.ip ?? 'unknown',
      userAgent: '',
    },
    queryClient,
  });
  // The answer goes through JSON, so it is exactly what the API would have sent (dates as
  // strings, as the proxy's types say), and lands under the key the page's component asks by.
  const fetch: FetchPageQuery = async (options) => {
    const queryKey: QueryKey = options.queryKey;
    const data = await services.catalogue.pageData.remember(hashKey(queryKey), async () =>
      asJson(await queryClient.fetchQuery(options)),
    );
    queryClient.setQueryData(queryKey, data);
    return data;
  };
  const { params } = match;
  const search = new URLSearchParams(req.url.split('?')[1] ?? '');
  const site = services.settings.publicUrl;
  return {
    trpc,
    params,
    search,
    /** Asks every query the matched routes need; once all have settled, throws the first failure. */
    async fetchData() {
      const results = await Promise.allSettled(
        match.data.map((data) => data({ trpc, fetch, params, search })),
      );
      const failure = results.find((result) => result.status === 'rejected');
      if (failure) throw failure.reason;
    },
    /** The answer under `queryKey` (`trpc.x.y.queryKey(input)`), which `fetchData` fetched. */
    answer<TKey extends DataTag<QueryKey, unknown, unknown>>(queryKey: TKey) {
      const data = queryClient.getQueryData(queryKey);
      if (data === undefined) throw new Error(`the page has no answer for ${hashKey(queryKey)}`);
      return data;
    },
    /** The answers as the client's `hydrate` reads them. */
    dehydrated: () => dehydrate(queryClient),
    /** The public origin (PUBLIC_URL), without a trailing slash. */
    site,
    absolute: (url: string) => new URL(url, site + '/').href,
    store: (shop: ShopInfo) =>
      storeStructuredData(shop, site + '/', new URL('/favicon.svg', site + '/').href),
  };
}
