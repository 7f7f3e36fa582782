import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PAY_IN_3_MAX,
  PAY_IN_3_MIN,
  payInThreeCovers,
  payLaterOfferFor,
} from '../../src/shared/payLater';
import { createTestDatabase } from '../support/database';
import {
  FAKE_PAYPAL_CREDENTIALS,
  paypalProviderFor,
  startFakePaypal,
  type FakePaypal,
} from '../support/fakePaypal';
import { trpcClient } from '../support/http';
import { startTestServer } from '../support/server';
import { createTestServices } from '../support/services';
import type { Database } from '../../src/server/db/client';

/** Pay in 3 (issue 30): PayPal's message only where PayPal offers it. */

interface PaymentConfig {
  provider: string;
  clientId: string | null;
  currency: string;
  payLater: { clientId: string; currency: string } | null;
}

let database: Database;
let fake: FakePaypal;
let testMode: Awaited<ReturnType<typeof startTestServer>>;
let paypalMode: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  database = await createTestDatabase();
  fake = await startFakePaypal();
  const provider = paypalProviderFor(fake, 1_000);
  testMode = await startTestServer(database);
  paypalMode = await startTestServer(createTestServices(database, { payments: provider }));
});
afterAll(async () => {
  await testMode.close();
  await paypalMode.close();
  await fake.close();
  await database.close();
});

const configOf = async (url: string) =>
  (await trpcClient(url).query<PaymentConfig>('payments.config')).body.result.data;

describe('which amounts PayPal covers', () => {
  it("takes PayPal's UK Pay in 3 range, £30 to £2,000, bounds included", () => {
    expect([PAY_IN_3_MIN, PAY_IN_3_MAX]).toEqual([30, 2000]);
    for (const amount of [30, 30.01, 450, 1450, 1999.99, 2000]) {
      expect(payInThreeCovers(amount), String(amount)).toBe(true);
    }
    for (const amount of [0, 29.99, 2000.01, 2275, 3250, Number.NaN, Infinity]) {
      expect(payInThreeCovers(amount), String(amount)).toBe(false);
    }
  });

  it('offers Pay Later only in PayPal mode, with a client id, selling in pounds', () => {
    const paypal = { provider: 'paypal', clientId: 'abc', currency: 'GBP' };
    expect(payLaterOfferFor(paypal)).toEqual({ clientId: 'abc', currency: 'GBP' });
    expect(payLaterOfferFor({ ...paypal, currency: 'EUR' })).toBeNull();
    expect(payLaterOfferFor({ ...paypal, clientId: null })).toBeNull();
    expect(payLaterOfferFor({ ...paypal, clientId: '' })).toBeNull();
    expect(payLaterOfferFor({ provider: 'test', clientId: null, currency: 'GBP' })).toBeNull();
  });
});

describe('payments.config', () => {
  it('says there is no Pay Later in test mode, where the shop has no PayPal client id', async () => {
    expect(await configOf(testMode.url)).toEqual({
      provider: 'test',
      clientId: null,
      currency: 'GBP',
      payLater: null,
    });
  });

  it("gives PayPal mode's client id for the messages, in pounds", async () => {
    expect(await configOf(paypalMode.url)).toEqual({
      provider: 'paypal',
      clientId: FAKE_PAYPAL_CREDENTIALS.clientId,
      currency: 'GBP',
      payLater: { clientId: FAKE_PAYPAL_CREDENTIALS.clientId, currency: 'GBP' },
    });
  });
});

describe('the Content-Security-Policy', () => {
  it("lets PayPal's messages load their script, offer, frame and pictures", async () => {
    const response = await fetch(`${paypalMode.url}/api/shop`);
    const policy = Object.fromEntries(
      (response.headers.get('content-security-policy') ?? '')
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .map(([name = '', ...sources]) => [name, sources]),
    );
    expect(policy['script-src']).toEqual(
      expect.arrayContaining(['https://www.paypal.com', 'https://www.paypalobjects.com']),
    );
    expect(policy['connect-src']).toEqual(
      expect.arrayContaining(['https://www.paypal.com', 'https://www.paypalobjects.com']),
    );
    expect(policy['frame-src']).toEqual(
      expect.arrayContaining(['https://www.paypal.com', 'https://www.paypalobjects.com']),
    );
    expect(policy['img-src']).toEqual(
      expect.arrayContaining(['https://www.paypal.com', 'https://*.paypalobjects.com']),
    );
  });
});
