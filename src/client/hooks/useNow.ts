import { useEffect, useState } from 'react';
import { useHydrated } from './useHydrated';

/**
 * The current time, refreshed every `intervalMs` so 'Open Now' badges change on their own; null
 * in the server's HTML (which may be served minutes later) until the browser takes over.
 */
export function useNow(intervalMs = 60_000): Date | null {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return useHydrated() ? now : null;
}
