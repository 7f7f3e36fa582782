import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import type { DataRouter } from 'react-router';
import { PAGE_STATE_ELEMENT_ID, SERVER_TITLE_FALLBACK } from '../../shared/pageState';

/**
 * Puts the data the server sent with the page (catalogue pages, see
 * docs/decisions/008-first-paint-in-the-html.md) into the query cache, so the first render shows
 * the page instead of a spinner and asks the API nothing.
 */
export function hydratePageState(queryClient: QueryClient) {
  const element = document.getElementById(PAGE_STATE_ELEMENT_ID);
  if (!element?.textContent) return;
  hydrate(queryClient, JSON.parse(element.textContent) as DehydratedState);
  element.remove();
}

/**
 * The server's <title> names the page it sent; React puts a page's own <title> before it, but on
 * a page without one it would still show. Once the visitor moves on, it says the shop's name.
 */
export function retireServerTitleOnNavigation(router: DataRouter) {
  const title = document.querySelector(`title[${SERVER_TITLE_FALLBACK}]`);
  if (!title) return;
  const firstKey = router.state.location.key;
  const stop = router.subscribe((state) => {
    if (state.location.key === firstKey) return;
    title.textContent = title.getAttribute(SERVER_TITLE_FALLBACK);
    stop();
  });
}
