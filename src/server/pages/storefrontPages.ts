import { TRPCError } from '@trpc/server';
import type { Request } from 'express';
// Pure functions of the home page's data (type-only imports), shared so the preload names the
// very picture the page shows first.
import { heroSlides } from '../../client/components/home/heroSlides';
import { pickPictures, showcaseProducts } from '../../client/components/home/showcasePictures';
import type { ShopInfo } from '../../shared/shop';
import type { RequestContext } from '../http/context';
import { catalogueCache } from '../modules/catalog/catalogueCache';
import type { CategoryTreeNode } from '../modules/catalog/categoryService';
import type { ProductDto } from '../modules/catalog/productDto';
import type { Services } from '../services';
import { appRouter } from '../trpc/router';
import { createCallerFactory } from '../trpc/trpc';
import type { PageHead } from './headTags';
import { listingInputFromUrl } from './listingInput';
import type { PrefetchedQuery } from './prefetchedQueries';
import {
  breadcrumbStructuredData,
  productStructuredData,
  storeStructuredData,
  type Crumb,
} from './structuredData';

/** What the server knows of a page before any script runs: its head, data and HTTP status. */
export interface StorefrontPage {
  status: number;
  head: PageHead;
  queries: PrefetchedQuery[];
}

const createCaller = createCallerFactory(appRouter);
const DESCRIPTION_LENGTH = 160;

/** A description fit for a search result: one line, cut at a word within 160 characters. */
function summary(text: string) {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= DESCRIPTION_LENGTH) return line;
  const cut = line.slice(0, DESCRIPTION_LENGTH - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[,.;:]$/, '')}…`;
}

const isNotFound = (err: unknown) =>
  err instanceof TRPCError && (err.code === 'NOT_FOUND' || err.code === 'BAD_REQUEST');

/**
 * The catalogue routes' data and head tags, answered through the same procedures the pages call
 * (as a signed-out visitor: the HTML is the same for everyone). The answers are kept in the
 * catalogue cache, which every catalogue or shop-information write clears (migrations 0003 and
 * 0007). Null for any other route.
 */
export async function describeStorefrontPage(
  services: Services,
  req: Request,
): Promise<StorefrontPage | null> {
  const ctx: RequestContext = {
    ...services,
    log: req.log,
    user: null,
    tokenProblem: null,
    clientIp: req.ip ?? 'unknown',
  };
  const caller = createCaller(ctx);
  const cache = catalogueCache(services.db);
  const site = services.settings.publicUrl;
  const absolute = (url: string) => new URL(url, site + '/').href;
  const queries: PrefetchedQuery[] = [];
  /** Asks the procedure at `path`, remembering the answer for the page's script. */
  const ask = async <T>(path: string, input: unknown, call: () => Promise<T>) => {
    const data = await cache.remember(`page:${path}:${JSON.stringify(input)}`, call);
    queries.push({ path, input, data });
    return data;
  };
  const shopInfo = () => ask('shop.info', undefined, () => caller.shop.info());
  const categoryTree = () =>
    ask('catalog.categoryTree', undefined, () => caller.catalog.categoryTree());
  const titled = (page: string, shop: ShopInfo) => `${page} · ${shop.shopName}`;
  const store = (shop: ShopInfo) => storeStructuredData(shop, site + '/', absolute('/favicon.svg'));

  const path = req.path.replace(/\/$/, '') || '/';
  const productId = /^\/product\/([^/]+)$/i.exec(path)?.[1];

  if (path === '/') {
    const [shop, , home] = await Promise.all([
      shopInfo(),
      categoryTree(),
      ask('catalog.home', undefined, () => caller.catalog.home()),
    ]);
    // The first slide's picture, chosen as the hero slider chooses it.
    const [hero] = pickPictures(
      showcaseProducts(home),
      heroSlides.map((slide) => slide.suits),
    );
    return {
      status: 200,
      queries,
      head: {
        title: `${shop.shopName} · ${shop.tagline}`,
        description: summary(shop.description),
        canonicalUrl: site + '/',
        ogType: 'website',
        imageUrl: absolute('/favicon.svg'),
        preloadImage: hero?.image ? { href: hero.image } : undefined,
        structuredData: [store(shop)],
      },
    };
  }

  if (path.toLowerCase() === '/about') {
    const [shop] = await Promise.all([shopInfo(), categoryTree()]);
    return {
      status: 200,
      queries,
      head: {
        title: titled('About Us', shop),
        description: summary(shop.description),
        canonicalUrl: `${site}/about`,
        ogType: 'website',
        structuredData: [store(shop)],
      },
    };
  }

  if (path.toLowerCase() === '/products') {
    const params = new URLSearchParams(req.url.split('?')[1] ?? '');
    const input = listingInputFromUrl(params);
    const [shop, tree] = await Promise.all([shopInfo(), categoryTree()]);
    const listing = input.success
      ? await ask('catalog.products', input.data, () => caller.catalog.products(input.data))
      : undefined;
    const ref = input.data?.category ?? input.data?.parent;
    const found = ref ? findCategory(tree, ref) : undefined;
    const canonical = new URL(`${site}/products`);
    if (found) canonical.searchParams.set('category', found.category.slug);
    const search = input.data?.search;
    if (search) canonical.searchParams.set('search', search);
    const heading = search
      ? `Search results for "${search}"`
      : (found?.category.name ?? 'All Jewellery');
    const firstImage = listing?.products[0]?.image;
    return {
      status: 200,
      queries,
      head: {
        title: titled(heading, shop),
        description: summary(
          found?.category.description || `${heading} at ${shop.shopName}: ${shop.description}`,
        ),
        canonicalUrl: canonical.href,
        ogType: 'website',
        preloadImage: firstImage ? { href: firstImage } : undefined,
        structuredData: found ? [breadcrumbStructuredData(categoryCrumbs(found, site))] : [],
      },
    };
  }

  if (productId) {
    let product: ProductDto;
    try {
      product = await ask('catalog.product', { id: productId }, () =>
        caller.catalog.product({ id: productId }),
      );
    } catch (err) {
      if (!isNotFound(err)) throw err;
      const shop = await shopInfo();
      return {
        status: 404,
        queries: [],
        head: {
          title: titled('Product not found', shop),
          description: summary(shop.description),
          canonicalUrl: `${site}/products`,
          ogType: 'website',
          structuredData: [],
        },
      };
    }
    const [shop] = await Promise.all([
      shopInfo(),
      categoryTree(),
      ask('catalog.related', { id: productId }, () => caller.catalog.related({ id: productId })),
    ]);
    const pageUrl = `${site}/product/${product._id}`;
    const images = product.images.map((image) => absolute(image.url));
    return {
      status: 200,
      queries,
      head: {
        title: titled(product.name, shop),
        description: summary(product.description),
        canonicalUrl: pageUrl,
        ogType: 'product',
        imageUrl: images[0],
        preloadImage: product.images[0] && { href: product.images[0].url },
        structuredData: [
          productStructuredData(product, pageUrl, images),
          breadcrumbStructuredData(productCrumbs(product, site, pageUrl)),
        ],
      },
    };
  }
  return null;
}

type CategoryRef = { name: string; slug: string };

const categoryUrl = (site: string, category: CategoryRef) =>
  `${site}/products?category=${encodeURIComponent(category.slug)}`;

interface CategoryMatch {
  category: CategoryTreeNode | CategoryTreeNode['children'][number];
  collection: CategoryTreeNode;
}

/** A category named in the URL by id, slug or name, as the listing matches it. */
function findCategory(tree: CategoryTreeNode[], ref: string): CategoryMatch | undefined {
  const wanted = ref.toLowerCase();
  const refersTo = (c: { _id: string; name: string; slug: string }) =>
    c._id === ref || c.slug === wanted || c.name.toLowerCase() === wanted;
  for (const collection of tree) {
    if (refersTo(collection)) return { category: collection, collection };
    const child = collection.children.find(refersTo);
    if (child) return { category: child, collection };
  }
  return undefined;
}

function categoryCrumbs({ category, collection }: CategoryMatch, site: string): Crumb[] {
  return [
    { name: 'Home', url: site + '/' },
    ...(collection !== category
      ? [{ name: collection.name, url: categoryUrl(site, collection) }]
      : []),
    { name: category.name, url: categoryUrl(site, category) },
  ];
}

function productCrumbs(product: ProductDto, site: string, pageUrl: string): Crumb[] {
  const { category } = product;
  const collection = category.parentCategory;
  return [
    { name: 'Home', url: site + '/' },
    ...(collection ? [{ name: collection.name, url: categoryUrl(site, collection) }] : []),
    { name: category.name, url: categoryUrl(site, category) },
    { name: product.name, url: pageUrl },
  ];
}
