import { Router } from 'express';
import { shopInfoInput, storeHoursInput } from '../../../shared/admin';
import { requireAdmin } from '../../http/context';
import { parseBody } from '../../http/rest';
import { findShopInfo, updateShopInfo, updateStoreHours } from './service';

/** Spec §7 Shop: the public information, and its two admin forms. */
export function shopRest(): Router {
  const api = Router();

  api.get('/shop', async (req, res) => {
    res.json(await findShopInfo(req.context.db));
  });

  api.put('/shop/infoUpdate', async (req, res) => {
    requireAdmin(req.context);
    res.json(await updateShopInfo(req.context.db, parseBody(shopInfoInput, req)));
  });

  api.put('/shop/hours', async (req, res) => {
    requireAdmin(req.context);
    res.json(await updateStoreHours(req.context.db, parseBody(storeHoursInput, req)));
  });

  return api;
}
