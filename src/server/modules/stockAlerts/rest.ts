import { Router } from 'express';
import { stockAlertInput, stopStockAlertInput } from '../../../shared/stockAlertInput';
import { parseBody } from '../../http/rest';
import { askForStockAlert, stopStockAlert } from './requests';

/** The same two calls as the tRPC router, for scripts (decision 060). */
export function stockAlertsRest(): Router {
  const api = Router();

  api.post('/stock-alerts', async (req, res) => {
    res.status(201).json(await askForStockAlert(req.context, parseBody(stockAlertInput, req)));
  });

  api.post('/stock-alerts/stop', async (req, res) => {
    const { token } = parseBody(stopStockAlertInput, req);
    res.json(await stopStockAlert(req.context.db, token));
  });

  return api;
}
