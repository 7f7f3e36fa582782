import { Router } from 'express';
import { z } from 'zod';
import { idSchema } from '../../../shared/catalog';
import { requireAdmin } from '../../http/context';
import { parseParams } from '../../http/rest';
import { markReturnReceived, refundReturn } from './refundReturn';

const byReturn = z.object({ id: idSchema, returnId: idSchema });

/** The owner's side of a return: the parcel is back, then its refund. */
export function adminReturnsRest(): Router {
  const api = Router();

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
