import { useSyncExternalStore } from 'react';
import { STICKY_HEADER_THRESHOLD_PX } from '../../../shared/constants';

function subscribe(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

const isPastThreshold = () => window.scrollY > STICKY_HEADER_THRESHOLD_PX;

/** True once the page is scrolled past spec §9's threshold; re-renders only when that flips. */
export function useStickyHeader() {
  return useSyncExternalStore(subscribe, isPastThreshold, () => false);
}
