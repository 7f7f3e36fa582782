import { TRPCError } from '@trpc/server';
import type { DehydratedState } from '@tanstack/react-query';
import type { Request } from 'express';
import type { PageMatch, RenderedPage } from '../../client/ssr';
import { CARD_PICTURE_SIZES, LARGE_PICTURE_SIZES, picturePreload } from '../../shared/pictureSizes';
import { listingQueryFromParams } from '../../shared/listingUrl';
import { pageTitle } from '../../shared/pageTitle';
import type { Services } from '../services';
import { categoryCrumbs, findCategory, productCrumbs } from './catalogueCrumbs';
import type { PageHead } from './headTags';
import { pageContext, summary, type PageContext } from './pageContext';
import { breadcrumbStructuredData, productStructuredData } from './structuredData';

/** What the server knows of a page before any script runs: its head, data and HTTP status. */
export interface DescribedPage {
  status: number;
  head: PageHead;
  /** The answers for the client's cache; none for a missing product, which the browser renders. */
  state: DehydratedState | undefined;
}

const isNotFound = (err: unknown) =>
  err instanceof TRPCError && (err.code === 'NOT_FOUND' || err.code === 'BAD_REQUEST');

/**
 * A page the server renders (decision 008): the queries its routes need (src/client/routes.tsx),
 * and its head tags written from their answers. A query that finds nothing (an unknown, hidden or
 * malformed product id) makes the page a 404 (the app's not-found message).
 */
export async function describeStorefrontPage(
  services: Services,
  req: Request,
  match: PageMatch & { rendered: RenderedPage },
): Promise<DescribedPage> {
  const page = pageContext(services, req, match);
  const found = await page.fetchData().then(
    () => true,
    (err: unknown) => {
      if (isNotFound(err)) return false;
      throw err;
    },
  );
  if (!found) return { status: 404, head: notFoundHead(page), state: undefined };
  return { status: 200, head: heads[match.rendered](page), state: page.dehydrated() };
}

const heads: Record<RenderedPage, (page: PageContext) => PageHead> = {
  home: homeHead,
  products: listingHead,
  product: productHead,
  // /cart's lines live in the visitor's browser and appear when the scripts have run.
  cart: (page) => layoutOnlyHead(page, { heading: 'Shopping Cart', path: '/cart', isStore: false }),
  about: (page) => layoutOnlyHead(page, { heading: 'About Us', path: '/about', isStore: true }),
};

function homeHead(page: PageContext): PageHead {
  const shop = page.answer(page.trpc.shop.info.queryKey());
  const heroPicture = page.answer(page.trpc.catalog.home.queryKey()).slides[0]?.image;
  return {
    title: pageTitle(shop.shopName),
    description: summary(shop.description),
    canonicalUrl: page.site + '/',
    ogType: 'website',
    imageUrl: page.absolute('/favicon.svg'),
    preloadImage: heroPicture ? picturePreload(heroPicture, LARGE_PICTURE_SIZES) : undefined,
    structuredData: [page.store(shop)],
  };
}

/** A page whose data is only the header's and footer's (shop information, category tree). */
function layoutOnlyHead(
  page: PageContext,
  { heading, path, isStore }: { heading: string; path: string; isStore: boolean },
): PageHead {
  const shop = page.answer(page.trpc.shop.info.queryKey());
  return {
    title: pageTitle(shop.shopName, heading),
    description: summary(shop.description),
    canonicalUrl: page.site + path,
    ogType: 'website',
    structuredData: isStore ? [page.store(shop)] : [],
  };
}

/** /products with any query: a category's listing when it names one, a search, or everything. */
function listingHead(page: PageContext): PageHead {
  const shop = page.answer(page.trpc.shop.info.queryKey());
  const tree = page.answer(page.trpc.catalog.categoryTree.queryKey());
  const input = listingQueryFromParams(page.search);
  const listing = input.success
    ? page.answer(page.trpc.catalog.products.queryKey(input.data))
    : undefined;
  const ref = input.data?.category ?? input.data?.parent;
  const found = ref ? findCategory(tree, ref) : undefined;
  const search = input.data?.search;
  const canonical = new URL(`${page.site}/products`);
  if (found) canonical.searchParams.set('category', found.category.slug);
  if (search) canonical.searchParams.set('search', search);
  const heading = search
    ? `Search results for "${search}"`
    : (found?.category.name ?? 'All Jewellery');
  const firstImage = listing?.products[0]?.image;
  return {
    title: pageTitle(shop.shopName, heading),
    description: summary(
      found?.category.description || `${heading} at ${shop.shopName}: ${shop.description}`,
    ),
    canonicalUrl: canonical.href,
    ogType: 'website',
    preloadImage: firstImage ? picturePreload(firstImage, CARD_PICTURE_SIZES) : undefined,
    structuredData: found ? [breadcrumbStructuredData(categoryCrumbs(found, page.site))] : [],
  };
}

function productHead(page: PageContext): PageHead {
  const { trpc, params } = page;
  const id = params.id ?? '';
  const product = page.answer(trpc.catalog.product.queryKey({ id }));
  const reviews = page.answer(trpc.reviews.list.queryKey({ productId: id, cursor: 1 }));
  const shop = page.answer(trpc.shop.info.queryKey());
  const pageUrl = `${page.site}/product/${product._id}`;
  const images = product.images.map((image) => page.absolute(image.url));
  return {
    title: pageTitle(shop.shopName, product.name),
    description: summary(product.description),
    canonicalUrl: pageUrl,
    ogType: 'product',
    imageUrl: images[0],
    preloadImage: product.images[0] && picturePreload(product.images[0].url, LARGE_PICTURE_SIZES),
    structuredData: [
      productStructuredData(product, pageUrl, images, reviews.reviews),
      breadcrumbStructuredData(productCrumbs(product, page.site, pageUrl)),
    ],
  };
}

/** A product that is not there: the shop's name, and the listing as the canonical address. */
function notFoundHead(page: PageContext): PageHead {
  const shop = page.answer(page.trpc.shop.info.queryKey());
  return {
    title: pageTitle(shop.shopName, 'Product not found'),
    description: summary(shop.description),
    canonicalUrl: `${page.site}/products`,
    ogType: 'website',
    structuredData: [],
  };
}
