import { createHash, randomBytes } from 'node:crypto';
import type { PaymentProvider } from './provider';

const digest = (s: string) =>
  createHash('sha256').update(s).digest('hex').slice(0, 16).toUpperCase();

/**
 * The built-in test mode, the default without PayPal credentials: every payment approves at once
 * unless the shopper asks for a decline. It keeps no state (the amount travels in the provider
 * order id, the capture id is derived from it), so it behaves the same on every instance and
 * after a restart, and a repeated capture answers the same capture, as PayPal's does.
 */
export function createTestPaymentProvider(): PaymentProvider {
  return {
    name: 'test',
    methodName: 'Test payment',
    clientId: null,

    createOrder({ amountPence, currency }) {
      const providerOrderId = `TEST-${amountPence}-${currency}-${randomBytes(6).toString('hex').toUpperCase()}`;
      return Promise.resolve({ providerOrderId });
    },

    captureOrder({ providerOrderId, simulateDecline }) {
      if (simulateDecline) {
        return Promise.resolve({ status: 'DECLINED', reason: 'The test card was declined.' });
      }
      const [, amount, currency] = providerOrderId.split('-');
      return Promise.resolve({
        status: 'COMPLETED',
        captureId: `TESTCAP-${digest(providerOrderId)}`,
        amountPence: Number(amount),
        currency: currency ?? '',
        cardLast4: '4242',
        payerEmail: null,
      });
    },

    getOrder: () => Promise.resolve({ status: 'NOT_CAPTURED' }),

    // One id per request id: a partial refund (a return) and a retry of it are told apart.
    refundCapture({ captureId, requestId }) {
      return Promise.resolve({
        refundId: `TESTREF-${digest(`${captureId} ${requestId}`)}`,
        status: 'COMPLETED',
      });
    },

    verifyWebhook: () => Promise.resolve(null),
  };
}
