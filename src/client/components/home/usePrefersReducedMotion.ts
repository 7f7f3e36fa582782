import { useMediaQuery } from '../../hooks/useMediaQuery';

/** Follows the visitor's motion setting live, so autoplay stops the moment it is switched on. */
export const usePrefersReducedMotion = () => useMediaQuery('(prefers-reduced-motion: reduce)');
