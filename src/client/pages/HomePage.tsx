import { useQuery } from '@tanstack/react-query';
import { HeroSlider } from '../components/home/HeroSlider';
import { HomeShelves } from '../components/home/HomeShelves';
import { PromoBanners } from '../components/home/PromoBanners';
import { WhyShopStrip } from '../components/home/WhyShopStrip';
import { usePageTitle } from '../components/layout/PageTitle';
import { useShopInfo } from '../components/layout/useShopInfo';
import { useTRPC } from '../lib/trpc';

/** Home (/): hero, promises, offers, then the product shelves; one query feeds them all. */
export function HomePage() {
  const trpc = useTRPC();
  usePageTitle();
  const home = useQuery(trpc.catalog.home.queryOptions());
  const shop = useShopInfo();
  // Reached from another page, home's data may still be on its way: the slides show the owner's
  // words meanwhile (the shop's information is loaded with every page), their pictures and
  // prices following. Never the fallback's words, which may not be the owner's.
  const slides =
    home.data?.slides ??
    (shop.isPending || shop.error
      ? []
      : shop.info.homePage.slides.map((slide) => ({
          ...slide,
          image: slide.image || null,
          fromPrice: null,
        })));
  return (
    <>
      <h1 className="sr-only">Fine jewellery, hallmarked in Britain</h1>
      <HeroSlider slides={slides} />
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
