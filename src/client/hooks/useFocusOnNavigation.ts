import { useEffect, type RefObject } from 'react';
import { useLocation } from 'react-router';

/** How long a new page may take (its chunk, then its data) to show its h1 before `main` is used. */
const HEADING_WAIT_MS = 5000;

/**
 * The page whose focus is settled, whichever layout showed it: null before the first page. Kept
 * outside the layouts, so a move that mounts another layout (the shop's to the admin's) counts.
 */
let settledPath: string | null = null;

/**
 * After an in-app move to another page, focus goes to the new page's h1 (or to `main` when none
 * shows up): a screen reader then reads the page's name ("Gold Halo Ring, heading level 1"), and
 * the next Tab continues in the content instead of at the top of the header. A live region with
 * the title as well would make screen readers speak the name twice.
 *
 * Not on the first load (the browser starts at the top), and not when only the query changes:
 * a listing's filter, sort or page stays the same page, and focus stays on the control used.
 * The hash alone (the skip link's #main) is no move either. The page may still be loading, so
 * the h1 is waited for; a visitor who moves focus meanwhile keeps it.
 *
 * Call it once in each layout that renders a <main> (not in a layout nested in another that
 * does), with a ref to that <main>.
 */
export function useFocusOnNavigation(main: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();

  useEffect(() => {
    const container = main.current;
    const previous = settledPath;
    settledPath = pathname;
    if (previous === null || previous === pathname || !container) return;

    // The followed link may be gone already, which leaves focus on <body>.
    const focusedBefore = document.activeElement;
    const visitorMovedOn = () =>
      document.activeElement !== focusedBefore && document.activeElement !== document.body;
    let settled = false;
    const focusHeading = () => {
      if (visitorMovedOn()) return (settled = true);
      // A page waiting for its chunk keeps the previous page hidden (Suspense): skip hidden ones.
      const heading = [...container.querySelectorAll('h1')].find((h1) => h1.checkVisibility());
      if (heading) focusWithoutScrolling(heading);
      return (settled = !!heading);
    };
    if (focusHeading()) return;

    const observer = new MutationObserver(() => {
      if (focusHeading()) stop();
    });
    observer.observe(container, { childList: true, subtree: true });
    const timer = setTimeout(() => {
      stop();
      settled = true;
      if (!visitorMovedOn()) focusWithoutScrolling(container);
    }, HEADING_WAIT_MS);
    function stop() {
      observer.disconnect();
      clearTimeout(timer);
    }
    return () => {
      stop();
      // Left before it settled (another move, or React's development re-run of a new layout's
      // effects): the next run starts from the page before.
      if (!settled) settledPath = previous;
    };
  }, [pathname, main]);
}

/** Focus from code on an element that is not a control; the scroll position is ScrollToTop's. */
function focusWithoutScrolling(element: HTMLElement) {
  if (!element.hasAttribute('tabindex')) element.tabIndex = -1;
  element.focus({ preventScroll: true });
}
