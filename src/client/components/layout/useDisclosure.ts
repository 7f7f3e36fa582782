import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * An open/closed popover (account dropdown, mega-menu) that closes on Escape, on a click outside
 * its root, when keyboard focus moves out of it, and on navigation. Escape hands focus back to the trigger so keyboard users stay put.
 */
export function useDisclosure<Root extends HTMLElement, Trigger extends HTMLElement>() {
  const location = useLocation();
  // Remembering where it was opened closes it on any route change without an effect.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const isOpen = openedAt === location.key;
  const rootRef = useRef<Root>(null);
  const triggerRef = useRef<Trigger>(null);

  const open = useCallback(() => setOpenedAt(location.key), [location.key]);
  const close = useCallback(() => setOpenedAt(null), []);
  const toggle = useCallback(
    () => setOpenedAt((current) => (current === location.key ? null : location.key)),
    [location.key],
  );

  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      triggerRef.current?.focus();
    };
    // Only focus landing on something else closes it: a window losing focus has no relatedTarget.
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && !rootRef.current?.contains(next)) close();
    };
    const root = rootRef.current;
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    root?.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
      root?.removeEventListener('focusout', onFocusOut);
    };
  }, [isOpen, close]);

  return { isOpen, open, close, toggle, rootRef, triggerRef };
}
