import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the CSS media `query` matches, followed live (a phone turned sideways, a setting
 * switched). False where there is no window (the server), as a phone-first page starts.
 */
export function useMediaQuery(query: string) {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const media = window.matchMedia(query);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
