import type { Request } from 'express';
import type { ShopInfo } from '../../shared/shop';
import type { Services } from '../services';
import { appRouter } from '../trpc/router';
import { createCallerFactory } from '../trpc/trpc';
import type { PrefetchedQuery } from './prefetchedQueries';
import { storeStructuredData } from './structuredData';

const createCaller = createCallerFactory(appRouter);
const DESCRIPTION_LENGTH = 160;

/** A description fit for a search result: one line, cut at a word within 160 characters. */
export function summary(text: string) {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= DESCRIPTION_LENGTH) return line;
  const cut = line.slice(0, DESCRIPTION_LENGTH - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[,.;:]$/, '')}…`;
}

/** What every storefront page's description needs while it is built for one request. */
export type PageContext = ReturnType<typeof pageContext>;

/**
 * The procedures the pages call, asked as a signed-out visitor (the HTML is the same for
 * everyone) so the answers are byte for byte the API's. They are kept in the catalogue cache,
 * which every catalogue or shop-information write clears (migrations 0003 and 0007), and every
 * answer is recorded in `queries` for the page's script.
 */
export function pageContext(services: Services, req: Request) {
  const caller = createCaller({
    ...services,
    log: req.log,
    user: null,
    tokenProblem: null,
    sessionId: null,
    clientIp: req.ip ?? 'unknown',
    userAgent: '',
  });
  const site = services.settings.publicUrl;
  const queries: PrefetchedQuery[] = [];
  const ask = async <T>(path: string, input: unknown, call: () => Promise<T>) => {
    const key = `${path}:${JSON.stringify(input)}`;
    const data = (await services.catalogue.pageData.remember(key, call)) as T;
    queries.push({ path, input, data });
    return data;
  };
  return {
    caller,
    ask,
    queries,
    /** The public origin (PUBLIC_URL), without a trailing slash. */
    site,
    absolute: (url: string) => new URL(url, site + '/').href,
    shopInfo: () => ask('shop.info', undefined, () => caller.shop.info()),
    categoryTree: () => ask('catalog.categoryTree', undefined, () => caller.catalog.categoryTree()),
    store: (shop: ShopInfo) =>
      storeStructuredData(shop, site + '/', new URL('/favicon.svg', site + '/').href),
  };
}
