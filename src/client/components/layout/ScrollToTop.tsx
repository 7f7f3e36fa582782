import { useLayoutEffect } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

/** A link followed starts the new page at its top; back and forward keep the browser's own scroll. */
export function ScrollToTop() {
  const { key } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType !== NavigationType.Pop) window.scrollTo(0, 0);
  }, [key, navigationType]);
  return null;
}
