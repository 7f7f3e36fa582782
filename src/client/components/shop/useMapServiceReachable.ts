import { useEffect, useState, type RefObject } from 'react';
import { useOnline } from './useOnline';

/** The maps service's smallest answer (an empty 204), on the host the map frame loads from. */
export const MAP_PROBE_URL = 'https://www.google.com/generate_204';
const PROBE_TIMEOUT_MS = 8000;

/** How near the viewport the map's box must come before the service is asked (like a lazy frame's). */
const NEAR_VIEWPORT = '400px';

/** Whether the element has come near the viewport; stays true once it has. */
function useNearViewport(element: RefObject<HTMLElement | null>) {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (!target || near) return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && setNear(true),
      { rootMargin: NEAR_VIEWPORT },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, near]);
  return near;
}

/**
 * Whether the map frame can load: null while asking, then true or false. A frame that cannot
 * reach its service gives no sign of it (its `load` fires on the browser's error page too), so
 * the service is asked first with an opaque request, which fails only when it is unreachable.
 * It is asked only once the map's `box` comes near the viewport, as the lazy frame itself would
 * load: a visitor who never scrolls to the map sends nothing to the service.
 */
export function useMapServiceReachable(box: RefObject<HTMLElement | null>): boolean | null {
  const online = useOnline();
  const near = useNearViewport(box);
  const [reachable, setReachable] = useState<boolean | null>(null);
  useEffect(() => {
    if (!online || !near) return;
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
  }, [online, near]);
  return online ? reachable : false;
}
