/**
 * The client's entry for the server, and the only module of src/client that src/server imports
 * (an ESLint rule keeps it so): the route table as the server matches it, and a page's HTML.
 */
import { QueryClient, hydrate, type DehydratedState } from '@tanstack/react-query';
import { createTRPCClient } from '@trpc/client';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { AppRouter } from '../server/trpc/router';
import { App } from './App';
import { preloadPages } from './routes';

export {
  matchPage,
  pageModulesAt,
  type FetchPageQuery,
  type PageMatch,
  type RenderedPage,
} from './routes';

/**
 * Never asked: the server renders what the page's queries already hold, and a query it lacks
 * shows its loading state until the browser asks (effects, where queries fetch, run only there).
 */
const offlineTrpcClient = createTRPCClient<AppRouter>({ links: [] });

/**
 * The app's HTML for `url`, as a signed-out visitor's browser would first render it from
 * `state` (docs/decisions/010-server-rendered-catalogue-pages.md). The page's module is loaded
 * first, so nothing suspends: the HTML is complete, with no inline script (the CSP allows none).
 */
export async function renderPage(url: string, state: DehydratedState): Promise<string> {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  });
  hydrate(queryClient, state);
  await preloadPages(new URL(url, 'http://localhost').pathname);
  return renderToString(
    <StaticRouter location={url}>
      <App queryClient={queryClient} trpcClient={offlineTrpcClient} />
    </StaticRouter>,
  );
}
