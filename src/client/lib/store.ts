import { useSyncExternalStore } from 'react';

/**
 * A tiny observable value for client state shared across components (cart, cart drawer).
 * `onServer` is what a page rendered by the server shows, and so what the browser's first
 * (hydrating) render must show too: a visitor's stored cart or session is only known here.
 */
export function createStore<T>(initial: T, onServer: T = initial) {
  let value = initial;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const get = () => value;
  return {
    get,
    set(next: T) {
      value = next;
      listeners.forEach((notify) => notify());
    },
    subscribe,
    use: () => useSyncExternalStore(subscribe, get, () => onServer),
  };
}
