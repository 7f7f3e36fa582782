import { Router } from 'express';
import { z } from '../../../shared/zod';
import { idSchema } from '../../../shared/catalog';
import { placeOrderInput } from '../../../shared/orders';
import { requireUser } from '../../http/context';
import { parseParams } from '../../http/rest';
import { findOrderForViewer, findOrdersOfUser } from './orderQueries';
import { placeOrder } from './placeOrder';

const byId = z.object({ id: idSchema });

/** Spec §7 Orders, the customer's side. */
export function ordersRest(): Router {
  const api = Router();

  /**
   * A retry with the same Idempotency-Key answers the order the first request made (200). Spec
   * §7's lines carry no choice of options: unchosen ones are confirmed with the customer later.
   */
  api.post('/orders', async (req, res) => {
    const user = requireUser(req.context);
    const key = req.get('Idempotency-Key');
    const input = placeOrderInput.parse(key ? { ...req.body, idempotencyKey: key } : req.body);
    const { order, created } = await placeOrder(req.context, user, input, {
      confirmChoicesLater: true,
    });
    res.status(created ? 201 : 200).json(order);
  });

  api.get('/orders/myorders', async (req, res) => {
    res.json(await findOrdersOfUser(req.context.db, requireUser(req.context)));
  });

  api.get('/orders/by-id/:id', async (req, res) => {
    const user = requireUser(req.context);
    res.json(await findOrderForViewer(req.context.db, user, parseParams(byId, req).id));
  });

  return api;
}
