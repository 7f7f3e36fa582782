import { Router, type Request } from 'express';
import { idSchema } from '../../../shared/catalog';
import { deliveryMethodInput, deliveryOptionsInput } from '../../../shared/deliveryInput';
import { z } from '../../../shared/zod';
import { adminRoutes } from '../../http/adminRoutes';
import { parseBody, parseParams, parseQuery } from '../../http/rest';
import { createMethod, deleteMethod, listMethods, updateMethod } from './methods';
import { deliveryOptions } from './quotes';

const targetId = (req: Request) => parseParams(z.object({ id: idSchema }), req).id;

/** Delivery: the quotes anyone may ask for, and Admin → Delivery's methods (decision 048). */
export function deliveryRest(): Router {
  const api = Router();
  const admin = adminRoutes(api);

  api.get('/delivery/options', async (req, res) => {
    const input = parseQuery(deliveryOptionsInput, req);
    res.json(await deliveryOptions(req.context, input));
  });

  admin.get('/delivery/methods', async (req, res) => {
    res.json(await listMethods(req.context.db));
  });

  admin.post('/delivery/methods', async (req, res) => {
    res.status(201).json(await createMethod(req.context.db, parseBody(deliveryMethodInput, req)));
  });

  admin.put('/delivery/methods/:id', async (req, res) => {
    const id = targetId(req);
    res.json(await updateMethod(req.context.db, id, parseBody(deliveryMethodInput, req)));
  });

  admin.delete('/delivery/methods/:id', async (req, res) => {
    res.json(await deleteMethod(req.context.db, targetId(req)));
  });

  return api;
}
