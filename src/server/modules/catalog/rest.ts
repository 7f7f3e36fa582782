import { Router, type Request } from 'express';
import { z } from '../../../shared/zod';
import { categoryListInput, idSchema, productListInput } from '../../../shared/catalog';
import { PRODUCTS_MAX_PAGE_SIZE } from '../../../shared/constants';
import { publicRead } from '../../http/publicReads';
import { parseParams, parseQuery } from '../../http/rest';
import { findProductForAdmin } from './adminProducts';
import { findCategoriesForStorefront, findVisibleCategoryById } from './categoryService';
import { findProductsForListing, findVisibleProductById, type ProductPage } from './productService';

const byId = z.object({ id: idSchema });

/**
 * Spec §7 names the number of matches `total` or `count`: the documented shape carries both. A
 * list view's product reads as spec §3 gives it there: `category` the id, `categories` the names
 * (a §7 client prints `category` as text); a single product keeps the `{_id, name}` object.
 */
const listingResponse = (page: ProductPage) => ({
  ...page,
  products: page.products.map((product) => ({ ...product, category: product.category._id })),
  count: page.total,
});

/**
 * Without `limit` a REST listing answers up to the maximum page: clients of spec §7 call getAll
 * bare when they mean "all products" (the home page's second presentation).
 */
const listingQuery = (req: Request) =>
  parseQuery(productListInput, req, { limit: PRODUCTS_MAX_PAGE_SIZE });

/**
 * Spec §7 answers "product or the product itself" (and the same for a category): the fields at
 * the top level and again under `product`, so a client reading either way finds them.
 */
const eitherReading = <K extends string, T extends object>(key: K, value: T) => ({
  ...value,
  [key]: value,
});

/**
 * Spec §7 Products and Categories, read side: thin adapters over the catalogue services. Each is a
 * public read (the same answer for every caller, kept until the catalogue changes), except a
 * product an administrator asks for, which may be a hidden one.
 */
export function catalogRest(): Router {
  const api = Router();

  api.get(
    '/products/getAll',
    publicRead(async (req) =>
      listingResponse(await findProductsForListing(req.context, listingQuery(req))),
    ),
  );

  /** An administrator's edit form loads hidden products too; shoppers see only visible ones. */
  api.get(
    '/products/byId/:id',
    publicRead(
      async (req) => {
        const { id } = parseParams(byId, req);
        const product = req.context.user?.isAdmin
          ? await findProductForAdmin(req.context.db, id)
          : await findVisibleProductById(req.context, id);
        return eitherReading('product', product);
      },
      { sharedWith: (req) => !req.context.user?.isAdmin },
    ),
  );

  api.get(
    '/products/byParentCategory/:id',
    publicRead(async (req) => {
      const query = { ...listingQuery(req), parent: parseParams(byId, req).id };
      return listingResponse(await findProductsForListing(req.context, query));
    }),
  );

  api.get(
    '/products/byChildCategory/:id',
    publicRead(async (req) => {
      const query = { ...listingQuery(req), category: parseParams(byId, req).id };
      return listingResponse(await findProductsForListing(req.context, query));
    }),
  );

  api.get(
    '/products/categories',
    publicRead((req) =>
      findCategoriesForStorefront(req.context, parseQuery(categoryListInput, req)),
    ),
  );

  api.get(
    '/products/categories/byId/:id',
    publicRead(async (req) =>
      eitherReading(
        'category',
        await findVisibleCategoryById(req.context, parseParams(byId, req).id),
      ),
    ),
  );

  return api;
}
