import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False while the server renders a page and while the browser's first render takes over that
 * HTML, true from then on: what only the browser knows (the time, the address) waits for it, so
 * both renders match.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
