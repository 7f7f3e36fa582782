import { pino } from 'pino';
import { createPaypalProvider } from '../../src/server/integrations/payments/paypal';
import { randomBytes, randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type NextFunction, type Request, type Response } from 'express';
import { z } from 'zod';

/**
 * A local stand-in for PayPal's REST API (OAuth, Orders v2 create/get/capture, capture refunds,
 * webhook signature verification), speaking PayPal's wire format so the real SDK can talk to it.
 * The buyer's approval happens in PayPal's popup, which the fake takes as given: any order can be
 * captured. Faults are switched on through `behaviour` for the next calls.
 */

export const FAKE_PAYPAL_CREDENTIALS = { clientId: 'fake-client-id', clientSecret: 'fake-secret' };
export const FAKE_WEBHOOK_ID = 'FAKEWEBHOOK0001';
/** The one transmission signature the fake's verify endpoint accepts. */
export const VALID_WEBHOOK_SIGNATURE = 'valid-signature';
export const FAKE_PAYER_EMAIL = 'buyer@example.com';
export const FAKE_CARD_LAST4 = '0004';

const money = z.object({ currency_code: z.string(), value: z.string().regex(/^\d+\.\d{2}$/) });
type Money = z.infer<typeof money>;

const orderRequest = z.object({
  intent: z.literal('CAPTURE'),
  purchase_units: z
    .array(
      z.object({
        amount: money,
        invoice_id: z.string().optional(),
        custom_id: z.string().optional(),
        description: z.string().max(127).optional(),
      }),
    )
    .length(1),
});

/** PayPal refunds the rest of the capture when the body (or its amount) is left out. */
const refundRequest = z.object({ amount: money.optional() }).optional();

/** The buyer's side changing the order's amount before capture (JSON Patch, as PayPal takes it). */
const amountPatch = z
  .array(
    z.object({
      op: z.literal('replace'),
      path: z.literal("/purchase_units/@reference_id=='default'/amount"),
      value: money,
    }),
  )
  .length(1);

const verifyRequest = z.object({
  auth_algo: z.string(),
  cert_url: z.string(),
  transmission_id: z.string(),
  transmission_sig: z.string(),
  transmission_time: z.string(),
  webhook_id: z.string(),
  webhook_event: z.object({ id: z.string(), event_type: z.string() }),
});

interface FakeCapture {
  id: string;
  status: 'COMPLETED' | 'PARTIALLY_REFUNDED' | 'REFUNDED';
  amount: Money;
  final_capture: boolean;
  create_time: string;
}

type FakePurchaseUnit = z.infer<typeof orderRequest>['purchase_units'][number] & {
  reference_id: string;
  payments?: { captures: FakeCapture[] };
};

interface FakeRefund {
  id: string;
  captureId: string;
  status: 'PENDING' | 'COMPLETED';
  amount: Money;
}

export interface FakeOrder {
  id: string;
  intent: 'CAPTURE';
  status: 'CREATED' | 'COMPLETED';
  create_time: string;
  purchase_units: FakePurchaseUnit[];
  payer?: { email_address: string; payer_id: string };
  payment_source?: Record<string, unknown>;
}

export interface FakePaypalBehaviour {
  /** The next capture is refused with 422 INSTRUMENT_DECLINED; nothing is charged. */
  declineNext: boolean;
  /** The next N API calls (token requests aside) answer 500 before doing anything. */
  failNext: number;
  /** The next N token requests answer 500. */
  failTokenNext: number;
  /** The next capture charges, then holds its answer for `hangMs` (past the client's timeout). */
  timeoutAfterCharging: boolean;
  hangMs: number;
  /** Captures made while on report one penny more than the order's amount. */
  wrongAmount: boolean;
  /** The next N refund requests answer 500 before doing anything. */
  failRefundsNext: number;
  /**
   * Refunds made while on answer PENDING, and a replay of their request id still does; once it is
   * off, PayPal has completed them, and a replay answers COMPLETED.
   */
  refundsPending: boolean;
  /** How the buyer pays: from a PayPal account (payer e-mail) or by card (last digits). */
  fundingSource: 'paypal' | 'card';
}

export interface FakePaypalState {
  orders: Map<string, FakeOrder>;
  /** Charges per PayPal order id: more than one is a double charge. */
  charges: Map<string, number>;
  /** Refunds per capture id. */
  refunds: Map<string, number>;
  /** Every refund made (replays of a PayPal-Request-Id aside), in order. */
  refundsMade: { captureId: string; amount: Money; requestId: string | undefined }[];
  /** Every request, as `POST /v2/checkout/orders`: proof of where the client went. */
  requests: string[];
  tokensIssued: number;
}

interface StoredAnswer {
  status: number;
  body: unknown;
}

const paypalError = (name: string, issue: string, message: string) => ({
  name,
  message,
  debug_id: randomBytes(6).toString('hex'),
  details: [{ issue, description: message }],
});

const newId = () => randomBytes(8).toString('hex').toUpperCase();
/** Exact: the request schema allows only `123.45`-shaped values. */
const pence = (value: string) => Number(value.replace('.', ''));
const poundsValue = (p: number) => `${Math.floor(p / 100)}.${String(p % 100).padStart(2, '0')}`;

export async function startFakePaypal(options: { webhookId?: string } = {}) {
  const webhookId = options.webhookId ?? FAKE_WEBHOOK_ID;
  const state: FakePaypalState = {
    orders: new Map(),
    charges: new Map(),
    refunds: new Map(),
    refundsMade: [],
    requests: [],
    tokensIssued: 0,
  };
  const behaviour: FakePaypalBehaviour = {
    declineNext: false,
    failNext: 0,
    failTokenNext: 0,
    timeoutAfterCharging: false,
    hangMs: 60_000,
    wrongAmount: false,
    failRefundsNext: 0,
    refundsPending: false,
    fundingSource: 'paypal',
  };
  const tokens = new Set<string>();
  /** PayPal-Request-Id idempotency: the first answer per route and request id, replayed. */
  const answered = new Map<string, StoredAnswer>();
  const refunds: FakeRefund[] = [];
  /** Refunds by capture and PayPal-Request-Id: a replay answers the same refund, as it is now. */
  const refundsByRequest = new Map<string, FakeRefund>();
  const findCapture = (captureId: string) =>
    [...state.orders.values()]
      .flatMap((order) => order.purchase_units.flatMap((unit) => unit.payments?.captures ?? []))
      .find((capture) => capture.id === captureId);
  /** Pence refunded from a capture: only completed refunds, or pending ones too. */
  const refundedPence = (captureId: string, options: { completedOnly?: boolean } = {}) =>
    refunds
      .filter(
        (r) => r.captureId === captureId && (!options.completedOnly || r.status === 'COMPLETED'),
      )
      .reduce((sum, r) => sum + pence(r.amount.value), 0);
  function completeRefund(refund: FakeRefund) {
    refund.status = 'COMPLETED';
    const capture = findCapture(refund.captureId);
    if (!capture) return;
    const whole = refundedPence(capture.id) === pence(capture.amount.value);
    capture.status = whole ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
  }

  const app = express();
  app.use((req, _res, next) => {
    state.requests.push(`${req.method} ${req.path}`);
    next();
  });

  app.post('/v1/oauth2/token', express.urlencoded({ extended: false }), (req, res) => {
    const expected = `${FAKE_PAYPAL_CREDENTIALS.clientId}:${FAKE_PAYPAL_CREDENTIALS.clientSecret}`;
    if (behaviour.failTokenNext > 0) {
      behaviour.failTokenNext -= 1;
      return res.status(500).json({ error: 'server_error', error_description: 'Fake outage' });
    }
    if (req.get('authorization') !== `Basic ${Buffer.from(expected).toString('base64')}`) {
      return res
        .status(401)
        .json({ error: 'invalid_client', error_description: 'Client Authentication failed' });
    }
    const accessToken = `A21-${randomBytes(12).toString('hex')}`;
    tokens.add(accessToken);
    state.tokensIssued += 1;
    res.json({ access_token: accessToken, token_type: 'Bearer', expires_in: 32400 });
  });

  app.use(express.json(), (req: Request, res: Response, next: NextFunction) => {
    const token = req.get('authorization')?.replace(/^Bearer /, '');
    if (!token || !tokens.has(token)) {
      return res.status(401).json({ error: 'invalid_token', error_description: 'Token invalid' });
    }
    if (behaviour.failNext > 0) {
      behaviour.failNext -= 1;
      return res
        .status(500)
        .json(paypalError('INTERNAL_SERVER_ERROR', 'INTERNAL_SERVICE_ERROR', 'Fake outage.'));
    }
    next();
  });

  /** Answers a replay with the stored answer; otherwise runs `handle` and stores its answer. */
  function idempotent(handle: (req: Request) => StoredAnswer & { hangMs?: number }) {
    return (req: Request, res: Response) => {
      const requestId = req.get('paypal-request-id');
      const key = `${req.path} ${requestId}`;
      const replay = requestId ? answered.get(key) : undefined;
      if (replay) return res.status(replay.status).json(replay.body);
      const { hangMs, ...answer } = handle(req);
      if (requestId) answered.set(key, answer);
      if (!hangMs) return res.status(answer.status).json(answer.body);
      const timer = setTimeout(() => res.status(answer.status).json(answer.body), hangMs);
      res.on('close', () => clearTimeout(timer));
    };
  }

  app.post('/v2/checkout/orders', (req, res) => {
    const parsed = orderRequest.safeParse(req.body);
    if (!parsed.success) {
      return res
        .status(400)
        .json(paypalError('INVALID_REQUEST', 'INVALID_PARAMETER_SYNTAX', parsed.error.message));
    }
    const order: FakeOrder = {
      id: newId(),
      intent: 'CAPTURE',
      status: 'CREATED',
      create_time: new Date().toISOString(),
      purchase_units: parsed.data.purchase_units.map((unit) => ({
        ...unit,
        reference_id: 'default',
      })),
    };
    state.orders.set(order.id, order);
    res.status(201).json({ id: order.id, status: order.status, links: [] });
  });

  app.get('/v2/checkout/orders/:id', (req, res) => {
    const order = state.orders.get(req.params.id);
    if (!order) {
      return res
        .status(404)
        .json(paypalError('RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', 'No such order.'));
    }
    res.json(order);
  });

  app.patch('/v2/checkout/orders/:id', (req, res) => {
    const order = state.orders.get(req.params.id);
    const unit = order?.purchase_units[0];
    const parsed = amountPatch.safeParse(req.body);
    if (!order || !unit) {
      return res
        .status(404)
        .json(paypalError('RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', 'No such order.'));
    }
    if (!parsed.success || order.status !== 'CREATED') {
      const message = 'The order cannot be patched.';
      return res
        .status(422)
        .json(paypalError('UNPROCESSABLE_ENTITY', 'PATCH_NOT_ALLOWED', message));
    }
    unit.amount = parsed.data[0]!.value;
    res.status(204).end();
  });

  app.post(
    '/v2/checkout/orders/:id/capture',
    idempotent((req) => {
      const order = state.orders.get(String(req.params.id));
      const unit = order?.purchase_units[0];
      if (!order || !unit) {
        return {
          status: 404,
          body: paypalError('RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', 'No such order.'),
        };
      }
      if (order.status === 'COMPLETED') {
        const message = 'Order already captured.';
        return {
          status: 422,
          body: paypalError('UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED', message),
        };
      }
      if (behaviour.declineNext) {
        behaviour.declineNext = false;
        const message = 'The instrument presented was declined.';
        return {
          status: 422,
          body: paypalError('UNPROCESSABLE_ENTITY', 'INSTRUMENT_DECLINED', message),
        };
      }
      const charged = pence(unit.amount.value) + (behaviour.wrongAmount ? 1 : 0);
      const capture: FakeCapture = {
        id: newId(),
        status: 'COMPLETED',
        amount: { currency_code: unit.amount.currency_code, value: poundsValue(charged) },
        final_capture: true,
        create_time: new Date().toISOString(),
      };
      unit.payments = { captures: [capture] };
      order.status = 'COMPLETED';
      if (behaviour.fundingSource === 'card') {
        order.payment_source = { card: { last_digits: FAKE_CARD_LAST4, brand: 'VISA' } };
      } else {
        order.payer = { email_address: FAKE_PAYER_EMAIL, payer_id: 'FAKEPAYER01' };
        order.payment_source = { paypal: { email_address: FAKE_PAYER_EMAIL } };
      }
      state.charges.set(order.id, (state.charges.get(order.id) ?? 0) + 1);
      const hang = behaviour.timeoutAfterCharging;
      behaviour.timeoutAfterCharging = false;
      const wantsOrder = req.get('prefer') === 'return=representation';
      const body = wantsOrder ? order : { id: order.id, status: order.status, links: [] };
      return { status: 201, body: structuredClone(body), hangMs: hang ? behaviour.hangMs : 0 };
    }),
  );

  const refundAnswer = (refund: FakeRefund) => ({
    id: refund.id,
    status: refund.status,
    amount: refund.amount,
  });

  app.post('/v2/payments/captures/:id/refund', (req, res) => {
    if (behaviour.failRefundsNext > 0) {
      behaviour.failRefundsNext -= 1;
      return res
        .status(500)
        .json(paypalError('INTERNAL_SERVER_ERROR', 'INTERNAL_SERVICE_ERROR', 'Fake outage.'));
    }
    const requestId = req.get('paypal-request-id');
    const key = `${req.params.id} ${requestId}`;
    const earlier = requestId ? refundsByRequest.get(key) : undefined;
    if (earlier) {
      if (earlier.status === 'PENDING' && !behaviour.refundsPending) completeRefund(earlier);
      return res.status(200).json(refundAnswer(earlier));
    }
    const capture = findCapture(req.params.id);
    const parsed = refundRequest.safeParse(req.body);
    if (!capture || !parsed.success) {
      return res
        .status(404)
        .json(paypalError('RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', 'No such capture.'));
    }
    const left = pence(capture.amount.value) - refundedPence(capture.id);
    const refunded = parsed.data?.amount ?? {
      currency_code: capture.amount.currency_code,
      value: poundsValue(left),
    };
    // PayPal refuses refunds that together pass the captured amount, pending ones included.
    if (pence(refunded.value) > left || left === 0) {
      return res
        .status(422)
        .json(
          paypalError(
            'UNPROCESSABLE_ENTITY',
            'REFUND_AMOUNT_EXCEEDED',
            'The refund amount must be less than or equal to the capture amount that has not yet been refunded.',
          ),
        );
    }
    const refund: FakeRefund = {
      id: newId(),
      captureId: capture.id,
      status: 'PENDING',
      amount: refunded,
    };
    refunds.push(refund);
    if (requestId) refundsByRequest.set(key, refund);
    state.refunds.set(capture.id, (state.refunds.get(capture.id) ?? 0) + 1);
    state.refundsMade.push({ captureId: capture.id, amount: refunded, requestId });
    if (!behaviour.refundsPending) completeRefund(refund);
    res.status(201).json(refundAnswer(refund));
  });

  app.post('/v1/notifications/verify-webhook-signature', (req, res) => {
    const parsed = verifyRequest.safeParse(req.body);
    if (!parsed.success) {
      return res
        .status(400)
        .json(paypalError('VALIDATION_ERROR', 'MISSING_REQUIRED_PARAMETER', 'Invalid request.'));
    }
    const genuine =
      parsed.data.transmission_sig === VALID_WEBHOOK_SIGNATURE &&
      parsed.data.webhook_id === webhookId;
    res.json({ verification_status: genuine ? 'SUCCESS' : 'FAILURE' });
  });

  const server: Server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  return {
    url,
    state,
    behaviour,
    webhookId,
    /**
     * What PayPal holds for one of the shop's orders (our id is the PayPal orders' invoice_id):
     * every capture, less the refunds PayPal has completed, in pence.
     */
    heldFor(invoiceId: string) {
      const captures = [...state.orders.values()]
        .flatMap((order) => order.purchase_units)
        .filter((unit) => unit.invoice_id === invoiceId)
        .flatMap((unit) => unit.payments?.captures ?? []);
      return captures.reduce(
        (sum, c) => sum + pence(c.amount.value) - refundedPence(c.id, { completedOnly: true }),
        0,
      );
    },
    /** The buyer's side changes the order's amount before capture, as PayPal's PATCH allows. */
    async buyerChangesAmount(providerOrderId: string, value: string) {
      const auth = `${FAKE_PAYPAL_CREDENTIALS.clientId}:${FAKE_PAYPAL_CREDENTIALS.clientSecret}`;
      const token = await fetch(`${url}/v1/oauth2/token`, {
        method: 'POST',
        headers: { authorization: `Basic ${Buffer.from(auth).toString('base64')}` },
        body: new URLSearchParams({ grant_type: 'client_credentials' }),
      });
      const { access_token } = (await token.json()) as { access_token: string };
      const patched = await fetch(`${url}/v2/checkout/orders/${providerOrderId}`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' },
        body: JSON.stringify([
          {
            op: 'replace',
            path: "/purchase_units/@reference_id=='default'/amount",
            value: { currency_code: 'GBP', value },
          },
        ]),
      });
      if (patched.status !== 204) throw new Error(`The fake refused the PATCH: ${patched.status}`);
    },
    /** A PAYMENT.CAPTURE.* webhook for the order's capture, as PayPal would deliver it. */
    captureWebhookFor(providerOrderId: string, options: CaptureWebhookOptions = {}) {
      const capture = state.orders.get(providerOrderId)?.purchase_units[0]?.payments?.captures[0];
      if (!capture) throw new Error(`The fake holds no capture for order ${providerOrderId}`);
      return captureWebhook({
        providerOrderId,
        captureId: capture.id,
        amount: capture.amount,
        ...options,
      });
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

export type FakePaypal = Awaited<ReturnType<typeof startFakePaypal>>;

export interface CaptureWebhookOptions {
  eventType?: string;
  signature?: string;
}

/** The body and paypal-* headers of a capture webhook (the body as PayPal sends it, as JSON). */
export function captureWebhook(
  input: { providerOrderId: string; captureId: string; amount: Money } & CaptureWebhookOptions,
) {
  const eventType = input.eventType ?? 'PAYMENT.CAPTURE.COMPLETED';
  const now = new Date().toISOString();
  const body = {
    id: `WH-${newId()}`,
    event_version: '1.0',
    create_time: now,
    resource_type: 'capture',
    resource_version: '2.0',
    event_type: eventType,
    summary: `Payment ${eventType.split('.').at(-1)?.toLowerCase()}`,
    resource: {
      id: input.captureId,
      status: eventType === 'PAYMENT.CAPTURE.COMPLETED' ? 'COMPLETED' : 'PENDING',
      amount: input.amount,
      final_capture: true,
      supplementary_data: { related_ids: { order_id: input.providerOrderId } },
      create_time: now,
      update_time: now,
    },
    links: [],
  };
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'paypal-auth-algo': 'SHA256withRSA',
    'paypal-cert-url': 'https://api-m.sandbox.paypal.com/v1/notifications/certs/CERT-fake',
    'paypal-transmission-id': randomUUID(),
    'paypal-transmission-sig': input.signature ?? VALID_WEBHOOK_SIGNATURE,
    'paypal-transmission-time': now,
  };
  return { headers, body, rawBody: JSON.stringify(body) };
}

/** The real PayPal adapter pointed at a fake: what a shop talking to PayPal runs in a test. */
export function paypalProviderFor(fake: FakePaypal, timeoutMs = 2_000) {
  return createPaypalProvider({
    ...FAKE_PAYPAL_CREDENTIALS,
    environment: 'sandbox',
    webhookId: fake.webhookId,
    apiBaseUrl: fake.url,
    timeoutMs,
    log: pino({ level: 'silent' }),
  });
}
