import { useEffect, useState } from 'react';
import { useOnline } from './useOnline';

/** The maps service's smallest answer (an empty 204), on the host the map frame loads from. */
export const MAP_PROBE_URL = 'https://www.google.com/generate_204';
const PROBE_TIMEOUT_MS = 8000;

/**
 * Whether the map frame can load: null while asking (or before `asked`), then true or false. A
 * frame that cannot reach its service gives no sign of it (its `load` fires on the browser's
 * error page too), so the service is asked first with an opaque request, which fails only when it
 * is unreachable. Nothing is sent to the service until the shopper has asked for the map
 * (decision 057): before that click, no third party hears of the visit.
 */
export function useMapServiceReachable(asked: boolean): boolean | null {
  const online = useOnline();
  const [reachable, setReachable] = useState<boolean | null>(null);
  useEffect(() => {
    if (!online || !asked) return;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), PROBE_TIMEOUT_MS);
    fetch(MAP_PROBE_URL, { mode: 'no-cors', credentials: 'omit', signal: controller.signal }).then(
      () => setReachable(true),
      () => setReachable(false),
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [online, asked]);
  if (!asked) return null;
  return online ? reachable : false;
}
