import { HeroSlider } from '../components/home/HeroSlider';
import { HomeShelves } from '../components/home/HomeShelves';
import { PromoBanners } from '../components/home/PromoBanners';
import { WhyShopStrip } from '../components/home/WhyShopStrip';
import { usePageTitle } from '../components/layout/PageTitle';
import { trpc } from '../lib/trpc';

/** Home (/): hero, promises, offers, then the product shelves; one query feeds them all. */
export function HomePage() {
  usePageTitle();
  const home = trpc.catalog.home.useQuery();
  return (
    <>
      <h1 className="sr-only">Fine jewellery, hallmarked in Britain</h1>
      <HeroSlider slides={home.data?.slides ?? []} />
      <WhyShopStrip />
      <PromoBanners banners={home.data?.banners ?? []} />
      <HomeShelves
        home={home.data}
        error={home.error ? home.error.message || 'Failed to fetch products' : null}
        onRetry={() => void home.refetch()}
      />
    </>
  );
}
