import type { Logger } from 'pino';
import { z } from '../../../shared/zod';
import { penceFromValue } from './paypalMoney';
import type { TokenCache } from './paypalToken';
import type { PaymentEvent, PaymentProvider } from './provider';

const webhookEvent = z.object({
  id: z.string(),
  event_type: z.string(),
  resource: z
    .object({
      id: z.string().optional(),
      amount: z.object({ currency_code: z.string(), value: z.string() }).optional(),
      supplementary_data: z
        .object({ related_ids: z.object({ order_id: z.string().optional() }).optional() })
        .optional(),
    })
    .optional(),
});

const verificationAnswer = z.object({ verification_status: z.string() });

const TRANSMISSION_HEADERS = {
  auth_algo: 'paypal-auth-algo',
  cert_url: 'paypal-cert-url',
  transmission_id: 'paypal-transmission-id',
  transmission_sig: 'paypal-transmission-sig',
  transmission_time: 'paypal-transmission-time',
} as const;

/**
 * Asks PayPal whether a webhook is genuine (POST /v1/notifications/verify-webhook-signature; the
 * SDK has no controller for it). Anything short of a clear SUCCESS is null and a log line, never
 * a throw: the webhook route answers the same either way.
 */
export function createWebhookVerifier(options: {
  webhookId: string | undefined;
  apiBaseUrl: string;
  timeoutMs: number;
  tokens: TokenCache;
  log: Logger;
}): PaymentProvider['verifyWebhook'] {
  const { webhookId, apiBaseUrl, timeoutMs, tokens, log } = options;
  return async function verifyWebhook({ headers, body }) {
    if (!webhookId) return null;
    try {
      const raw = Buffer.isBuffer(body) ? body.toString('utf8') : body;
      const event = webhookEvent.safeParse(typeof raw === 'string' ? JSON.parse(raw) : raw);
      const transmission = readTransmission(headers);
      if (!event.success || !transmission) {
        log.warn('PayPal webhook without its event fields or paypal-* headers: ignored');
        return null;
      }
      // PayPal checks the signature over the event exactly as it sent it, so a raw body (string
      // or Buffer) is passed on verbatim; a parsed one is serialised again.
      const eventJson = typeof raw === 'string' ? raw : JSON.stringify(raw);
      const requestJson = JSON.stringify({ ...transmission, webhook_id: webhookId });
      const token = await tokens.current();
      const response = await fetch(`${apiBaseUrl}/v1/notifications/verify-webhook-signature`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token.accessToken}`,
          'content-type': 'application/json',
        },
        body: `${requestJson.slice(0, -1)},"webhook_event":${eventJson}}`,
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) {
        if (response.status === 401) tokens.invalidate();
        const debugId = response.headers.get('paypal-debug-id');
        log.warn({ status: response.status, debugId }, 'PayPal could not verify a webhook');
        return null;
      }
      const answer = verificationAnswer.parse(await response.json());
      if (answer.verification_status !== 'SUCCESS') {
        log.warn({ eventId: event.data.id }, 'PayPal webhook signature not verified: ignored');
        return null;
      }
      return paymentEventOf(event.data);
    } catch (error) {
      log.warn(
        { error: error instanceof Error ? error.message : String(error) },
        'PayPal webhook verification failed',
      );
      return null;
    }
  };
}

function readTransmission(headers: Record<string, string | undefined>) {
  const lowerCased = new Map(Object.entries(headers).map(([name, v]) => [name.toLowerCase(), v]));
  const entries = Object.entries(TRANSMISSION_HEADERS).map(
    ([field, header]) => [field, lowerCased.get(header)] as const,
  );
  if (entries.some(([, value]) => !value)) return null;
  return Object.fromEntries(entries) as Record<keyof typeof TRANSMISSION_HEADERS, string>;
}

function paymentEventOf(event: z.infer<typeof webhookEvent>): PaymentEvent {
  const isCapture = event.event_type.startsWith('PAYMENT.CAPTURE.');
  const resource = isCapture ? event.resource : undefined;
  return {
    id: event.id,
    type: event.event_type,
    providerOrderId: resource?.supplementary_data?.related_ids?.order_id ?? null,
    captureId: resource?.id ?? null,
    amountPence: resource?.amount ? penceFromValue(resource.amount.value) : null,
    currency: resource?.amount?.currency_code ?? null,
  };
}
