import { randomUUID } from 'node:crypto';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createPaypalProvider,
  type PaypalProviderOptions,
} from '../../src/server/integrations/payments/paypal';
import { penceFromValue, valueFromPence } from '../../src/server/integrations/payments/paypalMoney';
import {
  type PaymentProvider,
  PaymentProviderUnavailable,
} from '../../src/server/integrations/payments/provider';
import {
  FAKE_CARD_LAST4,
  FAKE_PAYER_EMAIL,
  FAKE_PAYPAL_CREDENTIALS,
  startFakePaypal,
  type FakePaypal,
} from '../support/fakePaypal';

let fake: FakePaypal;
let logLines: string[];

beforeEach(async () => {
  fake = await startFakePaypal();
  logLines = [];
});
afterEach(() => fake.close());

function paypalProvider(overrides: Partial<PaypalProviderOptions> = {}): PaymentProvider {
  return createPaypalProvider({
    ...FAKE_PAYPAL_CREDENTIALS,
    environment: 'sandbox',
    webhookId: fake.webhookId,
    apiBaseUrl: fake.url,
    timeoutMs: 1_000,
    log: pino({ level: 'debug' }, { write: (line: string) => logLines.push(line) }),
    ...overrides,
  });
}

async function createPaypalOrder(provider: PaymentProvider, amountPence = 125050) {
  const orderId = randomUUID();
  const { providerOrderId } = await provider.createOrder({
    orderId,
    amountPence,
    currency: 'GBP',
    description: 'Silver ring',
  });
  return { orderId, providerOrderId };
}

/** A PayPal order of `amountPence`, created and captured. */
async function capturedOrder(provider: PaymentProvider, amountPence = 125050) {
  const { providerOrderId } = await createPaypalOrder(provider, amountPence);
  const capture = await provider.captureOrder({ providerOrderId, requestId: randomUUID() });
  if (capture.status !== 'COMPLETED') throw new Error(`Expected a capture, got ${capture.status}`);
  return { providerOrderId, captureId: capture.captureId, capture };
}

/** Order lookups: none means PayPal's stored answer to a request id served the repeat. */
const orderLookups = () =>
  fake.state.requests.filter((request) => request.startsWith('GET /v2/checkout/orders/')).length;

const completedCapture = (amountPence: number) => ({
  status: 'COMPLETED',
  captureId: expect.any(String) as string,
  amountPence,
  currency: 'GBP',
  cardLast4: null,
  payerEmail: FAKE_PAYER_EMAIL,
});

describe('PayPal provider: orders and captures', () => {
  it('creates the order in pounds and captures exactly the amount in pence', async () => {
    const provider = paypalProvider();
    const { orderId, providerOrderId } = await createPaypalOrder(provider, 125050);

    expect(fake.state.orders.get(providerOrderId)?.purchase_units[0]).toMatchObject({
      amount: { currency_code: 'GBP', value: '1250.50' },
      invoice_id: orderId,
      custom_id: orderId,
      description: 'Silver ring',
    });
    const outcome = await provider.captureOrder({ providerOrderId, requestId: randomUUID() });
    expect(outcome).toEqual(completedCapture(125050));
    expect(fake.state.charges.get(providerOrderId)).toBe(1);
  });

  it("reports the card's last digits when the buyer paid by card", async () => {
    fake.behaviour.fundingSource = 'card';
    const provider = paypalProvider();
    const { providerOrderId } = await createPaypalOrder(provider);

    const outcome = await provider.captureOrder({ providerOrderId, requestId: randomUUID() });
    expect(outcome).toMatchObject({ status: 'COMPLETED', cardLast4: FAKE_CARD_LAST4 });
  });

  it('charges once when one request id captures twice in a row', async () => {
    const provider = paypalProvider();
    const { providerOrderId } = await createPaypalOrder(provider);
    const requestId = randomUUID();

    const first = await provider.captureOrder({ providerOrderId, requestId });
    const second = await provider.captureOrder({ providerOrderId, requestId });
    expect(second).toEqual(first);
    expect(fake.state.charges.get(providerOrderId)).toBe(1);
    expect(orderLookups()).toBe(0);
  });

  it('charges once when one request id captures twice in parallel', async () => {
    const provider = paypalProvider();
    const { providerOrderId } = await createPaypalOrder(provider);
    const requestId = randomUUID();

    const [first, second] = await Promise.all([
      provider.captureOrder({ providerOrderId, requestId }),
      provider.captureOrder({ providerOrderId, requestId }),
    ]);
    expect(first).toEqual(completedCapture(125050));
    expect(second).toEqual(first);
    expect(fake.state.charges.get(providerOrderId)).toBe(1);
    expect(orderLookups()).toBe(0);
  });

  it('answers the existing capture when a new request id finds the order already captured', async () => {
    const provider = paypalProvider();
    const { providerOrderId } = await createPaypalOrder(provider);

    const first = await provider.captureOrder({ providerOrderId, requestId: randomUUID() });
    const again = await provider.captureOrder({ providerOrderId, requestId: randomUUID() });
    expect(again).toEqual(first);
    expect(fake.state.charges.get(providerOrderId)).toBe(1);
  });

  it('reports a declined instrument as DECLINED, charging nothing, and lets the buyer retry', async () => {
    const provider = paypalProvider();
    const { providerOrderId } = await createPaypalOrder(provider);
    fake.behaviour.declineNext = true;

    const declined = await provider.captureOrder({ providerOrderId, requestId: randomUUID() });
    expect(declined).toEqual({
      status: 'DECLINED',
      reason: expect.stringMatching(/declined/) as string,
    });
    expect(fake.state.charges.get(providerOrderId)).toBeUndefined();

    const retried = await provider.captureOrder({ providerOrderId, requestId: randomUUID() });
    expect(retried.status).toBe('COMPLETED');
  });

  it('reports the amount PayPal captured, even when it differs from the order', async () => {
    fake.behaviour.wrongAmount = true;
    const provider = paypalProvider();
    const { providerOrderId } = await createPaypalOrder(provider, 125050);

    const outcome = await provider.captureOrder({ providerOrderId, requestId: randomUUID() });
    expect(outcome).toMatchObject({ status: 'COMPLETED', amountPence: 125051 });
  });
});

describe('PayPal provider: outages', () => {
  it('throws PaymentProviderUnavailable on a 500, and the retry with the same request id charges once', async () => {
    const provider = paypalProvider();
    const { providerOrderId } = await createPaypalOrder(provider);
    const requestId = randomUUID();
    fake.behaviour.failNext = 2;

    await expect(provider.captureOrder({ providerOrderId, requestId })).rejects.toBeInstanceOf(
      PaymentProviderUnavailable,
    );
    await expect(provider.getOrder(providerOrderId)).rejects.toBeInstanceOf(
      PaymentProviderUnavailable,
    );
    expect(await provider.getOrder(providerOrderId)).toEqual({ status: 'NOT_CAPTURED' });

    const retried = await provider.captureOrder({ providerOrderId, requestId });
    expect(retried).toEqual(completedCapture(125050));
    expect(await provider.getOrder(providerOrderId)).toEqual(retried);
    expect(fake.state.charges.get(providerOrderId)).toBe(1);
  });

  it('throws PaymentProviderUnavailable when the answer to a charge never comes; the order shows the capture', async () => {
    const provider = paypalProvider({ timeoutMs: 300 });
    const { providerOrderId } = await createPaypalOrder(provider);
    const requestId = randomUUID();
    fake.behaviour.timeoutAfterCharging = true;

    await expect(provider.captureOrder({ providerOrderId, requestId })).rejects.toBeInstanceOf(
      PaymentProviderUnavailable,
    );
    expect(fake.state.charges.get(providerOrderId)).toBe(1);

    const reconciled = await provider.getOrder(providerOrderId);
    expect(reconciled).toEqual(completedCapture(125050));
    expect(await provider.captureOrder({ providerOrderId, requestId })).toEqual(reconciled);
    expect(fake.state.charges.get(providerOrderId)).toBe(1);
  });

  it('throws PaymentProviderUnavailable when PayPal cannot be reached at all', async () => {
    const provider = paypalProvider({ apiBaseUrl: 'http://127.0.0.1:1' });
    await expect(provider.getOrder('ANY')).rejects.toBeInstanceOf(PaymentProviderUnavailable);
  });

  it('recovers from a failed token request on the next call', async () => {
    const provider = paypalProvider();
    fake.behaviour.failTokenNext = 1;

    await expect(createPaypalOrder(provider)).rejects.toBeInstanceOf(PaymentProviderUnavailable);
    const { providerOrderId } = await createPaypalOrder(provider);
    expect(await provider.getOrder(providerOrderId)).toEqual({ status: 'NOT_CAPTURED' });
  });

  it('throws a plain Error, naming status and debug_id, when PayPal refuses a request', async () => {
    const provider = paypalProvider();
    const lookup = provider.getOrder('NO-SUCH-ORDER');

    await expect(lookup).rejects.not.toBeInstanceOf(PaymentProviderUnavailable);
    await expect(lookup).rejects.toThrow(/HTTP 404 RESOURCE_NOT_FOUND .*debug_id [0-9a-f]+/);
  });

  it('throws a plain Error when the credentials are wrong', async () => {
    const provider = paypalProvider({ clientSecret: 'wrong' });
    const creation = createPaypalOrder(provider);

    await expect(creation).rejects.not.toBeInstanceOf(PaymentProviderUnavailable);
    await expect(creation).rejects.toThrow(/HTTP 401 invalid_client/);
  });
});

describe('PayPal provider: refunds', () => {
  it('refunds a capture once per request id', async () => {
    const provider = paypalProvider();
    const { providerOrderId, captureId, capture } = await capturedOrder(provider, 4999);
    const refund = { captureId, amount: { pence: 4999, currency: 'GBP' } };
    const requestId = randomUUID();

    const first = await provider.refundCapture({ ...refund, requestId });
    const repeated = await provider.refundCapture({ ...refund, requestId });
    expect(first).toEqual({ refundId: expect.any(String) as string, status: 'COMPLETED' });
    expect(repeated).toEqual(first);
    expect(fake.state.refunds.get(captureId)).toBe(1);
    expect(await provider.getOrder(providerOrderId)).toEqual(capture);
  });

  it('refunds what is left of a capture when no amount is given', async () => {
    const provider = paypalProvider();
    const { captureId } = await capturedOrder(provider, 4999);
    await provider.refundCapture({
      captureId,
      requestId: 'part',
      amount: { pence: 1000, currency: 'GBP' },
    });
    await provider.refundCapture({ captureId, requestId: 'rest' });
    expect(fake.state.refundsMade.map((r) => [r.requestId, r.amount.value])).toEqual([
      ['part', '10.00'],
      ['rest', '39.99'],
    ]);
  });

  it('answers a pending refund PENDING, and the same refund COMPLETED once PayPal has made it', async () => {
    const provider = paypalProvider();
    const { captureId } = await capturedOrder(provider, 4999);
    const refund = { captureId, requestId: randomUUID() };

    fake.behaviour.refundsPending = true;
    const pending = await provider.refundCapture(refund);
    expect(pending).toEqual({ refundId: expect.any(String) as string, status: 'PENDING' });
    expect(await provider.refundCapture(refund)).toEqual(pending);
    fake.behaviour.refundsPending = false;
    expect(await provider.refundCapture(refund)).toEqual({ ...pending, status: 'COMPLETED' });
    expect(fake.state.refunds.get(captureId)).toBe(1);
  });
});

describe('PayPal provider: webhooks', () => {
  it('reduces a verified capture event to its ids and amount', async () => {
    const provider = paypalProvider();
    const { providerOrderId, captureId } = await capturedOrder(provider);
    const webhook = fake.captureWebhookFor(providerOrderId);

    const event = await provider.verifyWebhook({ headers: webhook.headers, body: webhook.body });
    expect(event).toEqual({
      id: webhook.body.id,
      type: 'PAYMENT.CAPTURE.COMPLETED',
      providerOrderId,
      captureId,
      amountPence: 125050,
      currency: 'GBP',
    });
    const fromRawBody = await provider.verifyWebhook({
      headers: webhook.headers,
      body: webhook.rawBody,
    });
    expect(fromRawBody).toEqual(event);
    const fromBuffer = await provider.verifyWebhook({
      headers: webhook.headers,
      body: Buffer.from(webhook.rawBody),
    });
    expect(fromBuffer).toEqual(event);
  });

  it('rejects a wrong signature', async () => {
    const provider = paypalProvider();
    const { providerOrderId } = await capturedOrder(provider);
    const webhook = fake.captureWebhookFor(providerOrderId, { signature: 'forged' });

    expect(await provider.verifyWebhook(webhook)).toBeNull();
  });

  it('rejects a webhook meant for another webhook id', async () => {
    const provider = paypalProvider({ webhookId: 'SOMEONEELSES' });
    const { providerOrderId } = await capturedOrder(provider);

    expect(await provider.verifyWebhook(fake.captureWebhookFor(providerOrderId))).toBeNull();
  });

  it('trusts no webhook when no webhook id is configured, without asking PayPal', async () => {
    const provider = paypalProvider({ webhookId: undefined });
    const { providerOrderId } = await capturedOrder(provider);

    expect(await provider.verifyWebhook(fake.captureWebhookFor(providerOrderId))).toBeNull();
    expect(fake.state.requests).not.toContain('POST /v1/notifications/verify-webhook-signature');
  });

  it('answers null, never throws, when the headers are missing or PayPal is down', async () => {
    const provider = paypalProvider();
    const { providerOrderId } = await capturedOrder(provider);
    const webhook = fake.captureWebhookFor(providerOrderId);

    expect(await provider.verifyWebhook({ headers: {}, body: webhook.body })).toBeNull();
    fake.behaviour.failNext = 1;
    expect(await provider.verifyWebhook(webhook)).toBeNull();
  });
});

describe('PayPal provider: the wire', () => {
  it('sends the SDK to the fake, fetching one token for every call', async () => {
    const provider = paypalProvider();
    const { providerOrderId } = await createPaypalOrder(provider);
    await provider.captureOrder({ providerOrderId, requestId: randomUUID() });
    await provider.verifyWebhook(fake.captureWebhookFor(providerOrderId));

    expect(fake.state.requests).toEqual([
      'POST /v1/oauth2/token',
      'POST /v2/checkout/orders',
      `POST /v2/checkout/orders/${providerOrderId}/capture`,
      'POST /v1/notifications/verify-webhook-signature',
    ]);
    expect(fake.state.tokensIssued).toBe(1);
  });

  it('logs neither the client secret nor the access token', async () => {
    const provider = paypalProvider();
    const { providerOrderId } = await createPaypalOrder(provider);
    fake.behaviour.failNext = 1;
    await provider.captureOrder({ providerOrderId, requestId: randomUUID() }).catch(() => null);
    await provider.getOrder('NO-SUCH-ORDER').catch(() => null);

    expect(logLines.length).toBeGreaterThan(0);
    const logged = logLines.join('\n');
    expect(logged).not.toContain(FAKE_PAYPAL_CREDENTIALS.clientSecret);
    expect(logged).not.toMatch(/A21-[0-9a-f]+/);
  });
});

describe('PayPal amounts', () => {
  it('converts between decimal strings and pence exactly', () => {
    expect(penceFromValue('1250.50')).toBe(125050);
    expect(penceFromValue('0.29')).toBe(29);
    expect(penceFromValue('19.9')).toBe(1990);
    expect(penceFromValue('7')).toBe(700);
    expect(() => penceFromValue('1.234')).toThrow();
    expect(valueFromPence(125050)).toBe('1250.50');
    expect(valueFromPence(5)).toBe('0.05');
    expect(() => valueFromPence(1.5)).toThrow();
  });
});
