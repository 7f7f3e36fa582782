import { Router } from 'express';
import { shopInfoInput } from '../../../shared/admin';
import { adminRoutes } from '../../http/adminRoutes';
import { parseBody } from '../../http/rest';
import { saveShopInfo } from './saveShopInfo';

/** Spec §7's `PUT /api/shop/infoUpdate` (admin): the shop's information, answered whole. */
export function shopInfoRest(): Router {
  const api = Router();
  adminRoutes(api).put('/shop/infoUpdate', async (req, res) => {
    res.json(await saveShopInfo(req.context.db, parseBody(shopInfoInput, req)));
  });
  return api;
}
