import { Router } from 'express';
import { z } from '../../../shared/zod';
import { idSchema } from '../../../shared/catalog';
import { cancellationNoticeInput, cancelMyOrderInput } from '../../../shared/cancellation';
import { requireUser } from '../../http/context';
import { parseBody, parseParams } from '../../http/rest';
import { cancelMyOrder, giveCancellationNotice } from './cancel';

const byId = z.object({ id: idSchema });

/** The customer's cancellations: each answers the order as `GET /api/orders/by-id/:id` does. */
export function cancellationRest(): Router {
  const api = Router();

  api.post('/orders/:id/cancellation', async (req, res) => {
    const user = requireUser(req.context);
    const { id } = parseParams(byId, req);
    res.json(await cancelMyOrder(req.context, user, id, parseBody(cancelMyOrderInput, req)));
  });

  api.post('/orders/:id/cancellation-notice', async (req, res) => {
    const user = requireUser(req.context);
    const { id } = parseParams(byId, req);
    res.json(
      await giveCancellationNotice(req.context, user, id, parseBody(cancellationNoticeInput, req)),
    );
  });

  return api;
}
