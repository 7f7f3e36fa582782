import { Router } from 'express';
import { captureOrderInput, createPaymentInput } from '../../../shared/payments';
import { requireUser } from '../../http/context';
import { parseBody } from '../../http/rest';
import { capturePayment, startPayment } from './checkout';
import { handlePaymentWebhook } from './webhook';

/** Spec §7 Payment provider: the provider-named create and capture paths, and its webhook. */
export function paymentsRest(): Router {
  const api = Router();

  api.post('/paypal/create-order', async (req, res) => {
    const user = requireUser(req.context);
    const { orderId } = parseBody(createPaymentInput, req);
    res.json(await startPayment(req.context, user, orderId));
  });

  api.post('/paypal/capture-order', async (req, res) => {
    const user = requireUser(req.context);
    const { orderID, simulateDecline } = parseBody(captureOrderInput, req);
    res.json(
      await capturePayment(req.context, user, { providerOrderId: orderID, simulateDecline }),
    );
  });

  api.post('/paypal/webhook', async (req, res) => {
    const headers = Object.fromEntries(
      Object.entries(req.headers).map(([name, value]) => [
        name,
        Array.isArray(value) ? value.join(',') : value,
      ]),
    );
    res.json(await handlePaymentWebhook(req.context, { headers, body: req.body as unknown }));
  });

  return api;
}
