import { randomUUID } from 'node:crypto';
import {
  ApiError,
  CheckoutPaymentIntent,
  Client,
  Environment,
  type Order,
  OrdersController,
  PaymentsController,
  RefundStatus,
} from '@paypal/paypal-server-sdk';
import type { Logger } from 'pino';
import { PAYPAL_API_ORIGINS, rewritingFetchAdapter } from './paypalHttpAdapter';
import { paypalFailure, unprocessableIssueOf } from './paypalErrors';
import { valueFromPence } from './paypalMoney';
import { captureOutcomeOf, DECLINE_REASONS } from './paypalOutcome';
import { createTokenCache } from './paypalToken';
import { createWebhookVerifier } from './paypalWebhook';
import { type CaptureOutcome, type PaymentProvider, PaymentProviderUnavailable } from './provider';

const DEFAULT_TIMEOUT_MS = 15_000;
/** PayPal's limit for a purchase unit's description. */
const MAX_DESCRIPTION_LENGTH = 127;

export interface PaypalProviderOptions {
  clientId: string;
  clientSecret: string;
  environment: 'sandbox' | 'live';
  webhookId: string | undefined;
  /** Replaces PayPal's API host (a local fake in tests); PayPal's own host when absent. */
  apiBaseUrl?: string;
  timeoutMs?: number;
  log: Logger;
}

interface PaypalApis {
  orders: OrdersController;
  payments: PaymentsController;
}

/** PayPal Orders v2 through the official SDK: create, capture, look up, refund, webhooks. */
export function createPaypalProvider(options: PaypalProviderOptions): PaymentProvider {
  const { clientId, clientSecret, environment, timeoutMs = DEFAULT_TIMEOUT_MS } = options;
  const log = options.log.child({ provider: 'paypal' });
  const sdkClient = new Client({
    environment: environment === 'live' ? Environment.Production : Environment.Sandbox,
    timeout: timeoutMs,
    clientCredentialsAuthCredentials: { oAuthClientId: clientId, oAuthClientSecret: clientSecret },
    unstable_httpClientOptions: options.apiBaseUrl
      ? { adapter: rewritingFetchAdapter(options.apiBaseUrl) }
      : undefined,
  });
  const tokens = createTokenCache(() => sdkClient.clientCredentialsAuthManager.fetchToken());

  /**
   * Sends one SDK call with the shared token. Each call gets a client holding that token, because
   * the SDK's own token state cannot be reset: a failed token fetch would be replayed to every
   * later call, and a token PayPal has revoked would be kept until it expires.
   */
  async function sendToPaypal<T>(send: (api: PaypalApis) => Promise<{ result: T }>): Promise<T> {
    const oAuthToken = await tokens.current();
    const client = sdkClient.withConfiguration({
      clientCredentialsAuthCredentials: {
        oAuthClientId: clientId,
        oAuthClientSecret: clientSecret,
        oAuthToken,
      },
    });
    const { result } = await send({
      orders: new OrdersController(client),
      payments: new PaymentsController(client),
    });
    return result;
  }

  function failure(operation: string, error: unknown): Error {
    if (error instanceof ApiError && error.statusCode === 401) tokens.invalidate();
    return paypalFailure(operation, error, log);
  }

  async function callPaypal<T>(
    operation: string,
    send: (api: PaypalApis) => Promise<{ result: T }>,
  ): Promise<T> {
    try {
      return await sendToPaypal(send);
    } catch (error) {
      throw failure(operation, error);
    }
  }

  async function getOrder(providerOrderId: string) {
    const order = await callPaypal('getOrder', ({ orders }) =>
      orders.getOrder({ id: providerOrderId }),
    );
    return captureOutcomeOf(order) ?? { status: 'NOT_CAPTURED' as const };
  }

  /** For a capture whose answer did not say what happened: the order itself says. */
  async function capturedOutcomeOf(providerOrderId: string): Promise<CaptureOutcome> {
    const state = await getOrder(providerOrderId);
    if (state.status === 'NOT_CAPTURED') {
      throw new PaymentProviderUnavailable(`PayPal order ${providerOrderId} shows no capture yet`);
    }
    return state;
  }

  return {
    name: 'paypal',
    methodName: 'PayPal',
    clientId,

    async createOrder({ orderId, amountPence, currency, description }) {
      const amount = { currencyCode: currency, value: valueFromPence(amountPence) };
      const order = await callPaypal('createOrder', ({ orders }) =>
        orders.createOrder({
          body: {
            intent: CheckoutPaymentIntent.Capture,
            purchaseUnits: [
              {
                amount,
                invoiceId: orderId,
                customId: orderId,
                description: description.slice(0, MAX_DESCRIPTION_LENGTH),
              },
            ],
          },
          paypalRequestId: `create-${orderId}-${randomUUID()}`,
        }),
      );
      if (!order.id) throw new Error('PayPal created an order without an id');
      return { providerOrderId: order.id };
    },

    async captureOrder({ providerOrderId, requestId }) {
      let order: Order;
      try {
        order = await sendToPaypal(({ orders }) =>
          orders.captureOrder({
            id: providerOrderId,
            paypalRequestId: requestId,
            prefer: 'return=representation',
          }),
        );
      } catch (error) {
        const issue = unprocessableIssueOf(error);
        const declined = issue === undefined ? undefined : DECLINE_REASONS[issue];
        if (declined) {
          log.info({ providerOrderId, issue }, 'PayPal declined a capture');
          return { status: 'DECLINED', reason: declined };
        }
        if (issue === 'ORDER_ALREADY_CAPTURED') return capturedOutcomeOf(providerOrderId);
        throw failure('captureOrder', error);
      }
      return captureOutcomeOf(order) ?? capturedOutcomeOf(providerOrderId);
    },

    getOrder,

    async refundCapture({ captureId, requestId, amount }) {
      // An empty body refunds what is left of the capture, whatever PayPal captured.
      const body = amount
        ? { amount: { currencyCode: amount.currency, value: valueFromPence(amount.pence) } }
        : {};
      const refund = await callPaypal('refundCapture', ({ payments }) =>
        payments.refundCapturedPayment({
          captureId,
          paypalRequestId: requestId,
          prefer: 'return=representation',
          body,
        }),
      );
      if (!refund.id) throw new Error('PayPal answered a refund without an id');
      if (refund.status === RefundStatus.Completed || refund.status === RefundStatus.Pending) {
        return { refundId: refund.id, status: refund.status };
      }
      throw new Error(`PayPal refund ${refund.id} of capture ${captureId} is ${refund.status}`);
    },

    verifyWebhook: createWebhookVerifier({
      webhookId: options.webhookId,
      apiBaseUrl: options.apiBaseUrl ?? PAYPAL_API_ORIGINS[environment],
      timeoutMs,
      tokens,
      log,
    }),
  };
}
