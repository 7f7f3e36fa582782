import { Router, type Request } from 'express';
import { z } from 'zod';
import { categoryListInput, idSchema, productListInput } from '../../../shared/catalog';
import { PRODUCTS_MAX_PAGE_SIZE } from '../../../shared/constants';
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

/** Spec §7 Products and Categories, read side: thin adapters over the catalogue services. */
export function catalogRest(): Router {
  const api = Router();

  api.get('/products/getAll', async (req, res) => {
    res.json(listingResponse(await findProductsForListing(req.context.db, listingQuery(req))));
  });

  /** An administrator's edit form loads hidden products too; shoppers see only visible ones. */
  api.get('/products/byId/:id', async (req, res) => {
    const { id } = parseParams(byId, req);
    const { db, user } = req.context;
    const product = user?.isAdmin
      ? await findProductForAdmin(db, id)
      : await findVisibleProductById(db, id);
    res.json(eitherReading('product', product));
  });

  api.get('/products/byParentCategory/:id', async (req, res) => {
    const { id } = parseParams(byId, req);
    const query = { ...listingQuery(req), parent: id };
    res.json(listingResponse(await findProductsForListing(req.context.db, query)));
  });

  api.get('/products/byChildCategory/:id', async (req, res) => {
    const { id } = parseParams(byId, req);
    const query = { ...listingQuery(req), category: id };
    res.json(listingResponse(await findProductsForListing(req.context.db, query)));
  });

  api.get('/products/categories', async (req, res) => {
    res.json(await findCategoriesForStorefront(req.context.db, parseQuery(categoryListInput, req)));
  });

  api.get('/products/categories/byId/:id', async (req, res) => {
    const { id } = parseParams(byId, req);
    res.json(eitherReading('category', await findVisibleCategoryById(req.context.db, id)));
  });

  return api;
}
