import { Router } from 'express';
import { storeHoursInput } from '../../../shared/admin';
import { adminRoutes } from '../../http/adminRoutes';
import { parseBody } from '../../http/rest';
import { findShopInfo, updateStoreHours } from './service';

/**
 * Spec §7 Shop: the public information and the hours' admin form. `PUT /api/shop/infoUpdate`
 * checks the home page's offers against other modules: workflows/shopInformation serves it.
 */
export function shopRest(): Router {
  const api = Router();
  const admin = adminRoutes(api);

  api.get('/shop', async (req, res) => {
    res.json(await findShopInfo(req.context.db));
  });

  admin.put('/shop/hours', async (req, res) => {
    res.json(await updateStoreHours(req.context.db, parseBody(storeHoursInput, req)));
  });

  return api;
}
