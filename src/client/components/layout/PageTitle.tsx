import { useEffect } from 'react';
import { pageTitle } from '../../../shared/pageTitle';
import { useShopInfo } from './useShopInfo';

/**
 * Every storefront page names itself in the browser tab the same way (see `pageTitle`). Setting
 * `document.title` rewrites the one <title> the server sent, rather than adding a second one.
 */
export function usePageTitle(page?: string | null) {
  const { info } = useShopInfo();
  const title = pageTitle(info.shopName, page);
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/** The hook as an element, for pages that know their name only below an early return. */
export function PageTitle({ page }: { page?: string | null }) {
  usePageTitle(page);
  return null;
}
