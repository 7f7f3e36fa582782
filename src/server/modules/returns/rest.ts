import { Router } from 'express';
import { z } from '../../../shared/zod';
import { idSchema } from '../../../shared/catalog';
import { requestReturnInput } from '../../../shared/returns';
import { requireUser } from '../../http/context';
import { parseBody, parseParams } from '../../http/rest';
import { requestReturn } from './requestReturn';

const byId = z.object({ id: idSchema });

/** Returns: the customer asks (201, the order with its returns); the owner's side is workflows/returns. */
export function returnsRest(): Router {
  const api = Router();

  api.post('/orders/:id/returns', async (req, res) => {
    const user = requireUser(req.context);
    const { id } = parseParams(byId, req);
    res
      .status(201)
      .json(await requestReturn(req.context, user, id, parseBody(requestReturnInput, req)));
  });

  return api;
}
