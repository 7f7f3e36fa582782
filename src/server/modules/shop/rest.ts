import { Router } from 'express';
import { shopInfoInput, storeHoursInput } from '../../../shared/admin';
import { adminRoutes } from '../../http/adminRoutes';
import { parseBody } from '../../http/rest';
import { findShopInfo, updateShopInfo, updateStoreHours } from './service';

/** Spec §7 Shop: the public information, and its two admin forms. */
export function shopRest(): Router {
  const api = Router();
  const admin = adminRoutes(api);

  api.get('/shop', async (req, res) => {
    res.json(await findShopInfo(req.context.db));
  });

  admin.put('/shop/infoUpdate', async (req, res) => {
    res.json(await updateShopInfo(req.context.db, parseBody(shopInfoInput, req)));
  });

  admin.put('/shop/hours', async (req, res) => {
    res.json(await updateStoreHours(req.context.db, parseBody(storeHoursInput, req)));
  });

  return api;
}
