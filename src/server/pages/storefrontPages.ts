import { TRPCError } from '@trpc/server';
import type { Request } from 'express';
import type { Services } from '../services';
import { categoryCrumbs, findCategory, productCrumbs } from './catalogueCrumbs';
import { CARD_PICTURE_SIZES, LARGE_PICTURE_SIZES, picturePreload } from '../../shared/pictureSizes';
import { listingQueryFromParams } from '../../shared/listingUrl';
import { pageTitle } from '../../shared/pageTitle';
import type { PageHead } from './headTags';
import { pageContext, summary, type PageContext } from './pageContext';
import type { PrefetchedQuery } from './prefetchedQueries';
import { breadcrumbStructuredData, productStructuredData } from './structuredData';

/** What the server knows of a page before any script runs: its head, data and HTTP status. */
export interface StorefrontPage {
  status: number;
  head: PageHead;
  queries: PrefetchedQuery[];
}

type Described = Omit<StorefrontPage, 'queries'>;

/** The catalogue routes' data and head tags (decision 008); null for any other route. */
export async function describeStorefrontPage(
  services: Services,
  req: Request,
): Promise<StorefrontPage | null> {
  const page = pageContext(services, req);
  const path = (req.path.replace(/\/$/, '') || '/').toLowerCase();
  const productId = /^\/product\/([^/]+)$/i.exec(req.path.replace(/\/$/, ''))?.[1];
  const described =
    path === '/'
      ? await homePage(page)
      : path === '/about'
        ? await layoutOnlyPage(page, { heading: 'About Us', path: '/about', isStore: true })
        : path === '/cart'
          ? await layoutOnlyPage(page, { heading: 'Shopping Cart', path: '/cart', isStore: false })
          : path === '/products'
            ? await listingPage(page, new URLSearchParams(req.url.split('?')[1] ?? ''))
            : productId
              ? await productPage(page, productId)
              : null;
  return described && { ...described, queries: page.queries };
}

async function homePage(page: PageContext): Promise<Described> {
  const [shop, , home] = await Promise.all([
    page.shopInfo(),
    page.categoryTree(),
    page.ask('catalog.home', undefined, () => page.caller.catalog.home()),
  ]);
  const heroPicture = home.slides[0]?.image;
  return {
    status: 200,
    head: {
      title: pageTitle(shop.shopName),
      description: summary(shop.description),
      canonicalUrl: page.site + '/',
      ogType: 'website',
      imageUrl: page.absolute('/favicon.svg'),
      preloadImage: heroPicture ? picturePreload(heroPicture, LARGE_PICTURE_SIZES) : undefined,
      structuredData: [page.store(shop)],
    },
  };
}

/**
 * A page whose data is only the header's and footer's (shop information, category tree): /about,
 * and /cart, whose lines live in the visitor's browser and appear when the scripts have run.
 */
async function layoutOnlyPage(
  page: PageContext,
  { heading, path, isStore }: { heading: string; path: string; isStore: boolean },
): Promise<Described> {
  const [shop] = await Promise.all([page.shopInfo(), page.categoryTree()]);
  return {
    status: 200,
    head: {
      title: pageTitle(shop.shopName, heading),
      description: summary(shop.description),
      canonicalUrl: page.site + path,
      ogType: 'website',
      structuredData: isStore ? [page.store(shop)] : [],
    },
  };
}

/** /products with any query: a category's listing when it names one, a search, or everything. */
async function listingPage(page: PageContext, params: URLSearchParams): Promise<Described> {
  const input = listingQueryFromParams(params);
  const [shop, tree] = await Promise.all([page.shopInfo(), page.categoryTree()]);
  const listing = input.success
    ? await page.ask('catalog.products', input.data, () => page.caller.catalog.products(input.data))
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
    status: 200,
    head: {
      title: pageTitle(shop.shopName, heading),
      description: summary(
        found?.category.description || `${heading} at ${shop.shopName}: ${shop.description}`,
      ),
      canonicalUrl: canonical.href,
      ogType: 'website',
      preloadImage: firstImage ? picturePreload(firstImage, CARD_PICTURE_SIZES) : undefined,
      structuredData: found ? [breadcrumbStructuredData(categoryCrumbs(found, page.site))] : [],
    },
  };
}

const isNotFound = (err: unknown) =>
  err instanceof TRPCError && (err.code === 'NOT_FOUND' || err.code === 'BAD_REQUEST');

/** A product page; 404 (the app's not-found message) for an unknown, hidden or malformed id. */
async function productPage(page: PageContext, id: string): Promise<Described> {
  const product = await page
    .ask('catalog.product', { id }, () => page.caller.catalog.product({ id }))
    .catch((err: unknown) => {
      if (isNotFound(err)) return null;
      throw err;
    });
  if (!product) {
    const shop = await page.shopInfo();
    return {
      status: 404,
      head: {
        title: pageTitle(shop.shopName, 'Product not found'),
        description: summary(shop.description),
        canonicalUrl: `${page.site}/products`,
        ogType: 'website',
        structuredData: [],
      },
    };
  }
  const firstReviews = { productId: id, cursor: 1 };
  const [shop, , , reviews] = await Promise.all([
    page.shopInfo(),
    page.categoryTree(),
    page.ask('catalog.related', { id }, () => page.caller.catalog.related({ id })),
    page.ask('reviews.list', firstReviews, () => page.caller.reviews.list(firstReviews)),
  ]);
  const pageUrl = `${page.site}/product/${product._id}`;
  const images = product.images.map((image) => page.absolute(image.url));
  return {
    status: 200,
    head: {
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
    },
  };
}
