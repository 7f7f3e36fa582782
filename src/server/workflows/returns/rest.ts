import { Router } from 'express';
import { z } from '../../../shared/zod';
import { idSchema } from '../../../shared/catalog';
import { adminRoutes } from '../../http/adminRoutes';
import { parseParams } from '../../http/rest';
import { markReturnReceived, refundReturn } from './refundReturn';

const byReturn = z.object({ id: idSchema, returnId: idSchema });

/** The owner's side of a return: the parcel is back, then its refund. */
export function adminReturnsRest(): Router {
  const api = Router();
  const admin = adminRoutes(api);

  admin.put('/orders/:id/returns/:returnId/received', async (req, res) => {
    const { id, returnId } = parseParams(byReturn, req);
    res.json(await markReturnReceived(req.context, id, returnId));
  });

  admin.post('/orders/:id/returns/:returnId/refund', async (req, res) => {
    const { id, returnId } = parseParams(byReturn, req);
    res.json(await refundReturn(req.context, id, returnId));
  });

  return api;
}
