import { Router } from 'express';
import type { Db } from '../../db/client';
import { findShopInfo } from './service';

export function shopRest(db: Db): Router {
  const api = Router();
  api.get('/shop', async (_req, res) => {
    res.json(await findShopInfo(db));
  });
  return api;
}
