import { HeroSlider } from '../components/home/HeroSlider';
import { HomeShelves } from '../components/home/HomeShelves';
import { PromoBanners } from '../components/home/PromoBanners';
import { showcaseProducts } from '../components/home/showcasePictures';
import { WhyShopStrip } from '../components/home/WhyShopStrip';
import { usePageTitle } from '../components/layout/PageTitle';
import { trpc } from '../lib/trpc';

/** Home (/): hero, promises, offers, then the product shelves; one query feeds them all. */
export function HomePage() {
  usePageTitle();
  const home = trpc.catalog.home.useQuery();
  const products = showcaseProducts(home.data);
  return (
    <>
      <h1 className="sr-only">Fine jewellery, hallmarked in Britain</h1>
      <HeroSlider products={products} />
      <WhyShopStrip />
      <PromoBanners products={products} />
      <HomeShelves
        home={home.data}
        error={home.error ? home.error.message || 'Failed to fetch products' : null}
        onRetry={() => void home.refetch()}
      />
    </>
  );
}
