import { useQuery } from '@tanstack/react-query';
import { fallbackShopInfo } from '../../../shared/shop';
import { useTRPC } from '../../lib/trpc';

/** Shop information for the header and footer, with spec §2's defaults until (or unless) it loads. */
export function useShopInfo() {
  const trpc = useTRPC();
  const query = useQuery(trpc.shop.info.queryOptions(undefined, { staleTime: 5 * 60_000 }));
  return { info: query.data ?? fallbackShopInfo, isPending: query.isPending, error: query.error };
}
