import { Router, type Request } from 'express';
import { z } from '../../../shared/zod';
import { categoryInput, productInput } from '../../../shared/admin';
import { idSchema } from '../../../shared/catalog';
import { requireAdmin } from '../../http/context';
import { parseBody, parseParams } from '../../http/rest';
import { deleteCategory, saveCategory } from './categoryWrites';
import { deleteProduct, saveProduct } from './productWrites';

const byId = z.object({ id: idSchema });

function adminTarget(req: Request) {
  requireAdmin(req.context);
  return parseParams(byId, req).id;
}

/** Spec §7 Products and Categories, write side: administrators only. */
export function adminCatalogRest(): Router {
  const api = Router();

  api.post('/products/create', async (req, res) => {
    requireAdmin(req.context);
    res.status(201).json(await saveProduct(req.context.db, null, parseBody(productInput, req)));
  });

  api.put('/products/update/:id', async (req, res) => {
    const id = adminTarget(req);
    res.json(await saveProduct(req.context.db, id, parseBody(productInput, req)));
  });

  api.delete('/products/delete/confirm/:id', async (req, res) => {
    res.json(await deleteProduct(req.context.db, adminTarget(req)));
  });

  api.post('/products/categories/create', async (req, res) => {
    requireAdmin(req.context);
    res.status(201).json(await saveCategory(req.context.db, null, parseBody(categoryInput, req)));
  });

  api.put('/products/categories/:id', async (req, res) => {
    const id = adminTarget(req);
    res.json(await saveCategory(req.context.db, id, parseBody(categoryInput, req)));
  });

  api.delete('/products/categories/:id', async (req, res) => {
    res.json(await deleteCategory(req.context.db, adminTarget(req)));
  });

  return api;
}
