import { Router } from 'express';
import { z } from '../../../shared/zod';
import { idSchema } from '../../../shared/catalog';
import { requestReturnInput } from '../../../shared/returns';
import { requireAdmin, requireUser } from '../../http/context';
import { parseBody, parseParams } from '../../http/rest';
import { markReturnReceived, refundReturn } from './refundReturn';
import { requestReturn } from './requestReturn';

const byId = z.object({ id: idSchema });
const byReturn = z.object({ id: idSchema, returnId: idSchema });

/** Returns: the customer asks (201, the order with its returns); the owner receives and refunds. */
export function returnsRest(): Router {
  const api = Router();

  api.post('/orders/:id/returns', async (req, res) => {
    const user = requireUser(req.context);
    const { id } = parseParams(byId, req);
    res
      .status(201)
      .json(await requestReturn(req.context, user, id, parseBody(requestReturnInput, req)));
  });

  api.put('/orders/:id/returns/:returnId/received', async (req, res) => {
    requireAdmin(req.context);
    const { id, returnId } = parseParams(byReturn, req);
    res.json(await markReturnReceived(req.context, id, returnId));
  });

  api.post('/orders/:id/returns/:returnId/refund', async (req, res) => {
    requireAdmin(req.context);
    const { id, returnId } = parseParams(byReturn, req);
    res.json(await refundReturn(req.context, id, returnId));
  });

  return api;
}
