import { fallbackShopInfo } from '../../../shared/shop';
import { trpc } from '../../lib/trpc';

/** Shop information for the header and footer, with spec §2's defaults until (or unless) it loads. */
export function useShopInfo() {
  const query = trpc.shop.info.useQuery(undefined, { staleTime: 5 * 60_000 });
  return { info: query.data ?? fallbackShopInfo, isPending: query.isPending, error: query.error };
}
