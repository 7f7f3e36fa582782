import { HOME_CAROUSEL_LIMIT } from '../../../shared/constants';
import { productListInput, type ProductListInput } from '../../../shared/catalog';
import { homeLinkOf } from '../../../shared/homeLinks';
import type {
  HomeBanner,
  HomeBannerSettings,
  HomeSlide,
  HomeSlideSettings,
} from '../../../shared/homePage';
import { findHomePageSettings } from '../shop';
import type { CatalogueReader } from './catalogueCache';
import {
  findListingPrices,
  findProductsForListing,
  findVisibleProductsByIds,
  type ProductPage,
} from './productService';

/** Products looked at per link to find a picture not shown by an earlier slide or banner. */
const PICTURE_CANDIDATES = 6;

/**
 * The home page: the owner's slides and banners with what their links really list (lowest
 * price, largest reduction, a picture), and the shelves, whose totals say whether a 'View All'
 * link is due. Every visitor sees the same, so it is worked out once per catalogue or
 * shop-information change (any such write drops it).
 */
export function findHomeShowcase(reader: CatalogueReader): Promise<HomeShowcase> {
  return reader.catalogue.home.remember('home', async () => {
    const shelf = (query: ProductListInput) =>
      findProductsForListing(
        reader,
        productListInput.parse({ ...query, limit: HOME_CAROUSEL_LIMIT }),
      );
    const [featured, newArrivals, bestselling, offers] = await Promise.all([
      shelf({ filter: 'featured' }),
      shelf({ filter: 'new' }),
      shelf({ sort: 'sales' }),
      findHomeOffers(reader),
    ]);
    return { ...offers, featured, newArrivals, bestselling };
  });
}

async function findHomeOffers(reader: CatalogueReader) {
  return measureHomePage(reader, await findHomePageSettings(reader.db));
}

/** What a slide's or banner's figures are worked out from; the words only pass through. */
type SlideToMeasure = Pick<HomeSlideSettings, 'link' | 'image'>;
type BannerToMeasure = Pick<HomeBannerSettings, 'link'>;
type SlideFigures = Pick<HomeSlide, 'image' | 'fromPrice'>;
type BannerFigures = Pick<HomeBanner, 'image' | 'salePercent' | 'saleOnEvery'>;

/**
 * Slides and banners, each measured against the listing its link opens; a link to one product's
 * page shows that product's picture and claims no price or sale. The admin's preview measures
 * settings not yet saved with it too.
 */
export async function measureHomePage<S extends SlideToMeasure, B extends BannerToMeasure>(
  reader: CatalogueReader,
  settings: { slides: S[]; banners: B[] },
) {
  const shown = new Set<string>();
  // In order, so each picks a picture the ones before it did not.
  const measure = async (link: string, uploaded = '') => {
    const opens = homeLinkOf(link);
    if (opens?.kind === 'product') {
      const [product] = await findVisibleProductsByIds(reader, [opens.productId]);
      if (product?.image) shown.add(product.image);
      return { prices: null, image: uploaded || product?.image || null };
    }
    if (!opens) return { prices: null, image: uploaded || null };
    const { listing } = opens;
    const prices = await findListingPrices(reader, listing);
    if (uploaded) return { prices, image: uploaded };
    const { products } = await findProductsForListing(reader, {
      ...listing,
      limit: PICTURE_CANDIDATES,
    });
    const withPicture = products.filter((p) => p.image);
    const pick = withPicture.find((p) => !shown.has(p.image)) ?? withPicture[0];
    if (pick) shown.add(pick.image);
    return { prices, image: pick?.image ?? null };
  };
  const slides: (Omit<S, 'image'> & SlideFigures)[] = [];
  for (const slide of settings.slides) {
    const { prices, image } = await measure(slide.link, slide.image);
    slides.push({ ...slide, image, fromPrice: prices?.lowestPrice ?? null });
  }
  const banners: (B & BannerFigures)[] = [];
  for (const banner of settings.banners) {
    const { prices, image } = await measure(banner.link);
    const largest = prices?.largestReduction ?? 0;
    banners.push({
      ...banner,
      image,
      salePercent: largest > 0 ? largest : null,
      saleOnEvery: largest > 0 && prices?.smallestReduction === largest,
    });
  }
  return { slides, banners };
}

export interface HomeShowcase extends Record<
  'featured' | 'newArrivals' | 'bestselling',
  ProductPage
> {
  slides: HomeSlide[];
  banners: HomeBanner[];
}
