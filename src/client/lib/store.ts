import { useSyncExternalStore } from 'react';

/** A tiny observable value for client state shared across components (cart, cart drawer). */
export function createStore<T>(initial: T) {
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
    use: () => useSyncExternalStore(subscribe, get),
  };
}
