import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { PAGE_STATE_ELEMENT_ID } from '../../shared/pageState';

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
