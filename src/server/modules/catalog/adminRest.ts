import { Router, type Request } from 'express';
import { z } from '../../../shared/zod';
import { categoryInput, productInput } from '../../../shared/admin';
import { idSchema } from '../../../shared/catalog';
import { adminRoutes } from '../../http/adminRoutes';
import { parseBody, parseParams, parseQuery } from '../../http/rest';
import { stockHistoryInput } from '../../../shared/stock';
import { findStockHistory } from './stockHistory';
import { deleteCategory, saveCategory } from './categoryWrites';
import { findPriceHistory } from './priceHistory';
import { productBulkRoutes } from './productBulkRest';
import { deleteProduct, saveProduct } from './productWrites';

const byId = z.object({ id: idSchema });

const targetId = (req: Request) => parseParams(byId, req).id;
/** Who the stock history names: the administrator the guard let through. */
const adminId = (req: Request) => req.context.user?.id ?? null;

/** Spec §7 Products and Categories, write side: administrators only. */
export function adminCatalogRest(): Router {
  const api = Router();
  const admin = adminRoutes(api);

  admin.post('/products/create', async (req, res) => {
    const product = parseBody(productInput, req);
    res.status(201).json(await saveProduct(req.context.db, null, product, adminId(req)));
  });

  admin.put('/products/update/:id', async (req, res) => {
    const id = targetId(req);
    res.json(await saveProduct(req.context.db, id, parseBody(productInput, req), adminId(req)));
  });

  admin.get('/products/:id/stock-history', async (req, res) => {
    res.json(
      await findStockHistory(req.context.db, parseQuery(stockHistoryInput, req, req.params)),
    );
  });

  // Not in spec §7: what the product was charged and sold at, for a was-price's check.
  admin.get('/products/:id/price-history', async (req, res) => {
    res.json(await findPriceHistory(req.context.db, targetId(req)));
  });

  productBulkRoutes(admin);

  admin.delete('/products/delete/confirm/:id', async (req, res) => {
    res.json(await deleteProduct(req.context.db, targetId(req)));
  });

  admin.post('/products/categories/create', async (req, res) => {
    res.status(201).json(await saveCategory(req.context.db, null, parseBody(categoryInput, req)));
  });

  admin.put('/products/categories/:id', async (req, res) => {
    const id = targetId(req);
    res.json(await saveCategory(req.context.db, id, parseBody(categoryInput, req)));
  });

  admin.delete('/products/categories/:id', async (req, res) => {
    res.json(await deleteCategory(req.context.db, targetId(req)));
  });

  return api;
}
