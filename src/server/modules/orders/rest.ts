import { Router } from 'express';
import { z } from '../../../shared/zod';
import { idSchema } from '../../../shared/catalog';
import {
  MY_ORDERS_REST_PAGE_SIZE,
  myOrdersInput,
  myOrdersRestQuery,
} from '../../../shared/myOrders';
import { placeOrderInput } from '../../../shared/orders';
import { requireUser } from '../../http/context';
import { parseParams, parseQuery } from '../../http/rest';
import { jsonArray, sendStreamed } from '../../http/streamedBody';
import { allOrdersOfUser, findMyOrdersPage } from './customerOrders';
import { findOrderForViewer } from './orderQueries';
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

  /** Spec §7's plain array: every order unless a page is asked for (shared/myOrders.ts). */
  api.get('/orders/myorders', async (req, res) => {
    const user = requireUser(req.context);
    const { page, limit } = parseQuery(myOrdersRestQuery, req);
    if (page === undefined && limit === undefined) {
      res.type('application/json');
      await sendStreamed(req, res, jsonArray(allOrdersOfUser(req.context.db, user)));
      return;
    }
    const query = myOrdersInput.parse({ page, limit: limit ?? MY_ORDERS_REST_PAGE_SIZE });
    const { orders, pagination } = await findMyOrdersPage(req.context.db, user, query);
    res.setHeader('X-Total-Count', String(pagination.total));
    res.json(orders);
  });

  api.get('/orders/by-id/:id', async (req, res) => {
    const user = requireUser(req.context);
    res.json(await findOrderForViewer(req.context.db, user, parseParams(byId, req).id));
  });

  return api;
}
