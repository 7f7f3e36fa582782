import { HOME_CAROUSEL_LIMIT } from '../../../shared/constants';
import { productListInput, type ProductListInput } from '../../../shared/catalog';
import type { HomeBanner, HomeSlide } from '../../../shared/homePage';
import { listingOfLink } from '../../../shared/listingUrl';
import { findHomePageSettings } from '../shop';
import type { CatalogueReader } from './catalogueCache';
import { findListingPrices, findProductsForListing, type ProductPage } from './productService';

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

/** Slides and banners, each measured against the listing its link opens. */
async function findHomeOffers(reader: CatalogueReader) {
  const settings = await findHomePageSettings(reader.db);
  const shown = new Set<string>();
  // In order, so each picks a picture the ones before it did not.
  const measure = async (link: string, uploaded = '') => {
    const listing = listingOfLink(link);
    if (!listing) return { prices: null, image: uploaded || null };
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
  const slides: HomeSlide[] = [];
  for (const slide of settings.slides) {
    const { prices, image } = await measure(slide.link, slide.image);
    slides.push({ ...slide, image, fromPrice: prices?.lowestPrice ?? null });
  }
  const banners: HomeBanner[] = [];
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
