import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { emailChanges } from '../../src/server/db/schema';
import { memoryRateLimiter } from '../../src/server/integrations/rateLimiter';
import { readOutbox, registerCustomer, resetCodeIn } from '../support/accounts';
import { createTestDatabase } from '../support/database';
import { answeredBodies, findSecrets, restClient, trpcClient } from '../support/http';
import { startTestServer } from '../support/server';
import { createTestServices } from '../support/services';

let database: Database;
let outboxDir: string;
let server: Awaited<ReturnType<typeof startTestServer>>;
let rest: ReturnType<typeof restClient>;

beforeAll(async () => {
  database = await createTestDatabase();
  outboxDir = await mkdtemp(path.join(os.tmpdir(), 'shop-outbox-'));
  server = await startTestServer(createTestServices(database, { outboxDir }));
  rest = restClient(server.url);
});
afterAll(async () => {
  await server.close();
  await database.close();
});

const uniqueEmail = (name: string) =>
  `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;

/** The raw mails to `address` so far (mail is sent in the background). */
async function mailsTo(address: string) {
  await server.services.mailer.drain();
  return (await readOutbox(outboxDir)).filter((m) => new RegExp(`^To: ${address}$`, 'im').test(m));
}

/** The token of the newest confirmation link mailed to `address`. */
async function confirmTokenFor(address: string): Promise<string> {
  const mail = (await mailsTo(address)).filter((m) => m.includes('/confirm-email')).at(-1);
  if (!mail) throw new Error(`no confirmation link mailed to ${address}`);
  // Quoted-printable: soft line breaks and an encoded '='.
  const text = mail.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
  const token = /\/confirm-email\?token=([\w-]+)/.exec(text)?.[1];
  if (!token) throw new Error('no token in the confirmation mail');
  return token;
}

const login = (email: string, password: string) =>
  rest.post('/api/auth/login', { email, password });
const forgot = (email: string) => rest.post('/api/auth/forgot-password', { email });
const resetMailsTo = async (address: string) =>
  (await mailsTo(address)).filter((m) => /^Subject: .*password reset code/im.test(m));
const askToChange = (customer: { name: string; token: string }, email: string) =>
  rest.put('/api/auth/profile', { name: customer.name, email }, { token: customer.token });
const confirm = (token: string) => rest.post('/api/auth/confirm-email', { token });

describe('changing the sign-in e-mail', () => {
  it('takes effect only when the link mailed to the new address is opened; the old one is told', async () => {
    const customer = await registerCustomer(server.url);
    const newEmail = uniqueEmail('moved');
    const asked = await askToChange(customer, newEmail);
    expect(asked).toMatchObject({
      status: 200,
      body: {
        email: customer.email,
        pendingEmail: newEmail,
        message: `We sent a confirmation link to ${newEmail}. Your sign-in e-mail changes when you open it.`,
      },
    });

    const notices = (await mailsTo(customer.email)).filter((m) =>
      /^Subject: A change of your .* sign-in e-mail was requested/im.test(m),
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]).toContain(newEmail);
    const token = await confirmTokenFor(newEmail);

    // Until the link is opened, the old address signs in and receives reset codes.
    expect((await login(customer.email, customer.password)).status).toBe(200);
    expect((await login(newEmail, customer.password)).status).toBe(401);
    await forgot(customer.email);
    await forgot(newEmail);
    expect(await resetMailsTo(customer.email)).toHaveLength(1);
    expect(await resetMailsTo(newEmail)).toHaveLength(0);

    // Opened (no sign-in needed: the link may be opened on another device).
    expect(await confirm(token)).toMatchObject({
      status: 200,
      body: { message: `Your sign-in e-mail is now ${newEmail}.`, email: newEmail },
    });
    expect((await login(newEmail, customer.password)).status).toBe(200);
    expect((await login(customer.email, customer.password)).status).toBe(401);
    await forgot(newEmail);
    await forgot(customer.email);
    const codes = await resetMailsTo(newEmail);
    expect(codes).toHaveLength(1);
    expect(resetCodeIn(codes[0]!)).toMatch(/^\d{6}$/);
    expect(await resetMailsTo(customer.email)).toHaveLength(1);
    expect(
      (await rest.get('/api/auth/profile', undefined, { token: customer.token })).body,
    ).toMatchObject({ email: newEmail, pendingEmail: null });

    // The link works once.
    expect(await confirm(token)).toMatchObject({
      status: 400,
      body: {
        message:
          'This confirmation link has expired or was already used. Please change your e-mail again from your account.',
      },
    });
  });

  it('applies a link opened several times at once exactly once', async () => {
    const customer = await registerCustomer(server.url);
    const newEmail = uniqueEmail('parallel');
    await askToChange(customer, newEmail);
    const token = await confirmTokenFor(newEmail);
    const answers = await Promise.all(Array.from({ length: 5 }, () => confirm(token)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400, 400, 400]);
  });

  it('refuses an expired link, an unknown one, and one replaced by a newer request', async () => {
    const customer = await registerCustomer(server.url);
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    await askToChange(customer, first);
    const firstToken = await confirmTokenFor(first);
    await askToChange(customer, second);
    const secondToken = await confirmTokenFor(second);
    expect((await confirm(firstToken)).status).toBe(400);
    expect(
      (await rest.get('/api/auth/profile', undefined, { token: customer.token })).body,
    ).toMatchObject({ email: customer.email, pendingEmail: second });

    await database.db
      .update(emailChanges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailChanges.userId, customer.id));
    expect((await confirm(secondToken)).status).toBe(400);
    expect((await confirm('no-such-token')).status).toBe(400);
    expect(await confirm('')).toMatchObject({
      status: 400,
      body: { message: 'token: This confirmation link is incomplete.' },
    });
    expect((await login(customer.email, customer.password)).status).toBe(200);
  });

  it('answers 409 when another account holds the address, asked or by the time it is confirmed', async () => {
    const holder = await registerCustomer(server.url);
    const customer = await registerCustomer(server.url);
    expect((await askToChange(customer, holder.email)).status).toBe(409);

    const wanted = uniqueEmail('wanted');
    await askToChange(customer, wanted);
    const token = await confirmTokenFor(wanted);
    await registerCustomer(server.url, { email: wanted });
    expect(await confirm(token)).toMatchObject({
      status: 409,
      body: { message: 'Another account now uses this email address, so it cannot be yours.' },
    });
    expect((await login(customer.email, customer.password)).status).toBe(200);
  });

  it('is cancelled by a password change, which may mean an intruder asked for it', async () => {
    const customer = await registerCustomer(server.url);
    const intruders = uniqueEmail('intruder');
    await askToChange(customer, intruders);
    const token = await confirmTokenFor(intruders);
    const changed = await rest.put(
      '/api/auth/change-password',
      { currentPassword: customer.password, newPassword: 'locked-out-intruder' },
      { token: customer.token },
    );
    expect(changed.status).toBe(200);
    expect((await confirm(token)).status).toBe(400);
  });

  it('changes the name at once and confirms over tRPC too', async () => {
    const customer = await registerCustomer(server.url);
    const trpc = trpcClient(server.url);
    const newEmail = uniqueEmail('trpc');
    const asked = await trpc.mutation<{ name: string; email: string; pendingEmail: string }>(
      'auth.updateProfile',
      { name: 'Renamed At Once', email: newEmail },
      { token: customer.token },
    );
    expect(asked.body.result.data).toMatchObject({
      name: 'Renamed At Once',
      email: customer.email,
      pendingEmail: newEmail,
    });
    const confirmed = await trpc.mutation<{ email: string }>('auth.confirmEmail', {
      token: await confirmTokenFor(newEmail),
    });
    expect(confirmed.body.result.data.email).toBe(newEmail);
    const profile = await trpc.query('auth.profile', undefined, { token: customer.token });
    expect(profile.body.result?.data).toMatchObject({ name: 'Renamed At Once', email: newEmail });
  });

  it('is limited to five requests an hour per account', async () => {
    const limited = await startTestServer(
      createTestServices(database, { limiter: memoryRateLimiter() }),
    );
    try {
      const customer = await registerCustomer(limited.url);
      const ask = () =>
        restClient(limited.url).put(
          '/api/auth/profile',
          { name: customer.name, email: uniqueEmail('often') },
          { token: customer.token },
        );
      for (let i = 0; i < 5; i++) expect((await ask()).status).toBe(200);
      const refused = await ask();
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(
        /^Too many attempts\. Please try again in \d+ minutes?\.$/,
      );
    } finally {
      await limited.close();
    }
  });
});

describe('every answer of this file', () => {
  it('carries no password, hash or token', () => {
    expect(answeredBodies.flatMap((b) => findSecrets(b))).toEqual([]);
  });
});
