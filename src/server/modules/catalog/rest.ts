import { Router } from 'express';
import { z } from 'zod';
import { categoryListInput, idSchema, productListInput } from '../../../shared/catalog';
import type { Db } from '../../db/client';
import { parseParams, parseQuery } from '../../http/rest';
import { findCategoriesForStorefront, findVisibleCategoryById } from './categoryService';
import { findProductsForListing, findVisibleProductById, type ProductPage } from './productService';

const byId = z.object({ id: idSchema });

/** Spec §7 names the number of matches `total` or `count`: the documented shape carries both. */
const listingResponse = (page: ProductPage) => ({ ...page, count: page.total });

/** Spec §7 Products and Categories, read side: thin adapters over the catalogue services. */
export function catalogRest(db: Db): Router {
  const api = Router();

  api.get('/products/getAll', async (req, res) => {
    res.json(listingResponse(await findProductsForListing(db, parseQuery(productListInput, req))));
  });

  api.get('/products/byId/:id', async (req, res) => {
    const { id } = parseParams(byId, req);
    res.json(await findVisibleProductById(db, id));
  });

  api.get('/products/byParentCategory/:id', async (req, res) => {
    const { id } = parseParams(byId, req);
    const query = { ...parseQuery(productListInput, req), parent: id };
    res.json(listingResponse(await findProductsForListing(db, query)));
  });

  api.get('/products/byChildCategory/:id', async (req, res) => {
    const { id } = parseParams(byId, req);
    const query = { ...parseQuery(productListInput, req), category: id };
    res.json(listingResponse(await findProductsForListing(db, query)));
  });

  api.get('/products/categories', async (req, res) => {
    res.json(await findCategoriesForStorefront(db, parseQuery(categoryListInput, req)));
  });

  api.get('/products/categories/byId/:id', async (req, res) => {
    const { id } = parseParams(byId, req);
    res.json(await findVisibleCategoryById(db, id));
  });

  return api;
}
