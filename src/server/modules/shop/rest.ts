import { Router } from 'express';
import { findShopInfo } from './service';

export function shopRest(): Router {
  const api = Router();
  api.get('/shop', async (req, res) => {
    res.json(await findShopInfo(req.context.db));
  });
  return api;
}
