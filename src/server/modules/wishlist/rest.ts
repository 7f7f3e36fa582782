import { Router } from 'express';
import { z } from '../../../shared/zod';
import { idSchema } from '../../../shared/catalog';
import { requireUser } from '../../http/context';
import { parseBody, parseParams } from '../../http/rest';
import {
  addToWishlist,
  clearWishlist,
  findWishlist,
  isInWishlist,
  removeFromWishlist,
} from './service';

const byProduct = z.object({ productId: idSchema });

/** Spec §7 Wishlist: every route needs a signed-in user and answers the current items. */
export function wishlistRest(): Router {
  const api = Router();

  api.get('/wishlist', async (req, res) => {
    res.json(await findWishlist(req.context, requireUser(req.context).id));
  });

  api.post('/wishlist', async (req, res) => {
    const user = requireUser(req.context);
    const { productId } = parseBody(byProduct, req);
    res.json(await addToWishlist(req.context, user.id, productId));
  });

  api.delete('/wishlist', async (req, res) => {
    res.json(await clearWishlist(req.context.db, requireUser(req.context).id));
  });

  api.get('/wishlist/check/:productId', async (req, res) => {
    const user = requireUser(req.context);
    const { productId } = parseParams(byProduct, req);
    res.json(await isInWishlist(req.context.db, user.id, productId));
  });

  api.delete('/wishlist/:productId', async (req, res) => {
    const user = requireUser(req.context);
    const { productId } = parseParams(byProduct, req);
    res.json(await removeFromWishlist(req.context, user.id, productId));
  });

  return api;
}
