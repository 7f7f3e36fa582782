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

type LinkStep = 'approve' | 'cancel' | 'token';

/** The token of the newest `/confirm-email?<step>=…` link mailed to `address`. */
async function linkTokenFor(address: string, step: LinkStep): Promise<string> {
  // Quoted-printable: soft line breaks and an encoded '='.
  const texts = (await mailsTo(address)).map((m) => m.replace(/=\r?\n/g, '').replace(/=3D/gi, '='));
  const pattern = new RegExp(`/confirm-email\\?${step}=([\\w-]+)`);
  const token = texts.map((text) => pattern.exec(text)?.[1]).findLast(Boolean);
  if (!token) throw new Error(`no ${step} link mailed to ${address}`);
  return token;
}
const confirmTokenFor = (address: string) => linkTokenFor(address, 'token');

const login = (email: string, password: string) =>
  rest.post('/api/auth/login', { email, password });
const forgot = (email: string) => rest.post('/api/auth/forgot-password', { email });
const resetMailsTo = async (address: string) =>
  (await mailsTo(address)).filter((m) => /^Subject: .*password reset code/im.test(m));
const profileOf = (token: string) => rest.get('/api/auth/profile', undefined, { token });
const askToChange = (
  customer: { name: string; token: string },
  email: string,
  currentPassword?: string,
) =>
  rest.put(
    '/api/auth/profile',
    { name: customer.name, email, currentPassword },
    { token: customer.token },
  );
const approve = (token: string) => rest.post('/api/auth/approve-email-change', { token });
const confirm = (token: string) => rest.post('/api/auth/confirm-email', { token });
const cancel = (token: string) => rest.post('/api/auth/cancel-email-change', { token });

/** Asked without the password and approved from the current mailbox: the new one has its link. */
async function askAndApprove(
  customer: { name: string; email: string; token: string },
  email: string,
) {
  await askToChange(customer, email);
  expect((await approve(await linkTokenFor(customer.email, 'approve'))).status).toBe(200);
  return confirmTokenFor(email);
}

describe('changing the sign-in e-mail with only a session token', () => {
  it('gives the new address nothing usable until the current mailbox approves', async () => {
    const customer = await registerCustomer(server.url);
    const thiefs = uniqueEmail('thief');
    const asked = await askToChange(customer, thiefs);
    expect(asked).toMatchObject({
      status: 200,
      body: {
        email: customer.email,
        pendingEmail: thiefs,
        pendingEmailStep: 'old-mailbox',
        message: `To keep your account safe, please approve the change first with the link we sent to ${customer.email}. Then we send a confirmation link to ${thiefs}.`,
      },
    });

    // Nothing usable reaches the new address; no token confirms the change; reset codes still
    // go to the old address.
    expect(await mailsTo(thiefs)).toEqual([]);
    const approvals = (await mailsTo(customer.email)).filter((m) =>
      /^Subject: Approve the change of your .* sign-in e-mail/im.test(m),
    );
    expect(approvals).toHaveLength(1);
    expect(approvals[0]).toContain("This wasn't me");
    const approveToken = await linkTokenFor(customer.email, 'approve');
    const cancelToken = await linkTokenFor(customer.email, 'cancel');
    for (const guess of [approveToken, cancelToken, 'no-such-token']) {
      expect((await confirm(guess)).status).toBe(400);
    }
    expect((await approve(cancelToken)).status).toBe(400);
    expect((await login(thiefs, customer.password)).status).toBe(401);
    await forgot(thiefs);
    await forgot(customer.email);
    expect(await resetMailsTo(thiefs)).toHaveLength(0);
    expect(await resetMailsTo(customer.email)).toHaveLength(1);
    expect((await profileOf(customer.token)).body).toMatchObject({ email: customer.email });
  });

  it('applies the change once the current mailbox approved it and the new one confirmed it, each link once', async () => {
    const customer = await registerCustomer(server.url);
    const thiefs = uniqueEmail('thief');
    await askToChange(customer, thiefs);
    const approveToken = await linkTokenFor(customer.email, 'approve');
    const cancelToken = await linkTokenFor(customer.email, 'cancel');

    // The current mailbox approves (once): only now is the new address sent its link.
    expect(await approve(approveToken)).toMatchObject({
      status: 200,
      body: {
        message: `Thank you. We sent a confirmation link to ${thiefs}: your sign-in e-mail changes when it is opened there.`,
      },
    });
    expect((await approve(approveToken)).status).toBe(400);
    expect((await profileOf(customer.token)).body).toMatchObject({
      email: customer.email,
      pendingEmail: thiefs,
      pendingEmailStep: 'new-mailbox',
    });

    // The new mailbox confirms (once): the change applies.
    const token = await confirmTokenFor(thiefs);
    expect(await confirm(token)).toMatchObject({
      status: 200,
      body: { message: `Your sign-in e-mail is now ${thiefs}.`, email: thiefs },
    });
    expect((await login(thiefs, customer.password)).status).toBe(200);
    expect((await login(customer.email, customer.password)).status).toBe(401);
    await forgot(thiefs);
    const codes = await resetMailsTo(thiefs);
    expect(codes).toHaveLength(1);
    expect(resetCodeIn(codes[0]!)).toMatch(/^\d{6}$/);
    expect((await profileOf(customer.token)).body).toMatchObject({
      email: thiefs,
      pendingEmail: null,
      pendingEmailStep: null,
    });
    expect(await confirm(token)).toMatchObject({
      status: 400,
      body: {
        message:
          'This confirmation link has expired or was already used. Please change your e-mail again from your account.',
      },
    });
    // A change already made is not undone by a late "This wasn't me".
    expect((await cancel(cancelToken)).status).toBe(409);
  });

  it("'This wasn't me' cancels the change and signs out every device, the requester's too", async () => {
    const customer = await registerCustomer(server.url);
    const otherDevice = (await login(customer.email, customer.password)).body.token as string;
    await askToChange(customer, uniqueEmail('thief'));
    const firstCancel = await linkTokenFor(customer.email, 'cancel');
    // A newer request replaces the first, but cannot silence the first mail's link.
    await askToChange(customer, uniqueEmail('thief-again'));
    const approveToken = await linkTokenFor(customer.email, 'approve');

    expect(await cancel(firstCancel)).toMatchObject({
      status: 200,
      body: {
        message:
          "The change was cancelled and every device signed out. If you think someone knows your password, choose a new one with 'Forgot your password?' on the login page.",
      },
    });
    expect((await profileOf(customer.token)).status).toBe(401);
    expect((await profileOf(otherDevice)).status).toBe(401);
    expect((await approve(approveToken)).status).toBe(400);
    expect((await cancel(firstCancel)).status).toBe(400);

    const signedIn = await login(customer.email, customer.password);
    expect((await profileOf(signedIn.body.token as string)).body).toMatchObject({
      email: customer.email,
      pendingEmail: null,
    });
  });

  it('approves and confirms a link opened several times at once exactly once', async () => {
    const customer = await registerCustomer(server.url);
    const newEmail = uniqueEmail('parallel');
    await askToChange(customer, newEmail);
    const approveToken = await linkTokenFor(customer.email, 'approve');
    const approvals = await Promise.all(Array.from({ length: 5 }, () => approve(approveToken)));
    expect(approvals.map((a) => a.status).sort()).toEqual([200, 400, 400, 400, 400]);
    expect((await mailsTo(newEmail)).filter((m) => m.includes('/confirm-email'))).toHaveLength(1);
    const token = await confirmTokenFor(newEmail);
    const answers = await Promise.all(Array.from({ length: 5 }, () => confirm(token)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400, 400, 400]);
  });

  it('refuses an expired link, an unknown one, and one replaced by a newer request', async () => {
    const customer = await registerCustomer(server.url);
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    await askToChange(customer, first);
    const firstApproval = await linkTokenFor(customer.email, 'approve');
    await askToChange(customer, second);
    expect((await approve(firstApproval)).status).toBe(400);
    expect(await mailsTo(first)).toEqual([]);
    expect((await profileOf(customer.token)).body).toMatchObject({
      email: customer.email,
      pendingEmail: second,
    });

    const secondApproval = await linkTokenFor(customer.email, 'approve');
    const secondCancel = await linkTokenFor(customer.email, 'cancel');
    await database.db
      .update(emailChanges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailChanges.userId, customer.id));
    expect((await approve(secondApproval)).status).toBe(400);
    expect((await cancel(secondCancel)).status).toBe(400);
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
    const token = await askAndApprove(customer, wanted);
    await registerCustomer(server.url, { email: wanted });
    expect(await confirm(token)).toMatchObject({
      status: 409,
      body: { message: 'Another account now uses this email address, so it cannot be yours.' },
    });
    expect((await login(customer.email, customer.password)).status).toBe(200);
  });

  it('is cancelled by a password change, which may mean an intruder asked for it', async () => {
    const customer = await registerCustomer(server.url);
    const token = await askAndApprove(customer, uniqueEmail('intruder'));
    const changed = await rest.put(
      '/api/auth/change-password',
      { currentPassword: customer.password, newPassword: 'locked-out-intruder' },
      { token: customer.token },
    );
    expect(changed.status).toBe(200);
    expect((await confirm(token)).status).toBe(400);
  });
});

describe('changing the sign-in e-mail with the current password', () => {
  it('mails the new address its link at once and the current one a notice with "This wasn\'t me"', async () => {
    const customer = await registerCustomer(server.url);
    const newEmail = uniqueEmail('moved');
    expect(await askToChange(customer, newEmail, customer.password)).toMatchObject({
      status: 200,
      body: {
        email: customer.email,
        pendingEmail: newEmail,
        pendingEmailStep: 'new-mailbox',
        message: `We sent a confirmation link to ${newEmail}. Your sign-in e-mail changes when you open it.`,
      },
    });
    const notices = (await mailsTo(customer.email)).filter((m) =>
      /^Subject: A change of your .* sign-in e-mail was requested/im.test(m),
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]).toContain(newEmail);
    expect(notices[0]).toContain("This wasn't me");
    expect((await confirm(await confirmTokenFor(newEmail))).status).toBe(200);
    expect((await login(newEmail, customer.password)).status).toBe(200);
  });

  it('refuses a wrong password, changes nothing, and counts it like change-password', async () => {
    const limited = await startTestServer(
      createTestServices(database, { limiter: memoryRateLimiter() }),
    );
    try {
      const customer = await registerCustomer(limited.url);
      const newEmail = uniqueEmail('guessed');
      const ask = (currentPassword: string) =>
        restClient(limited.url).put(
          '/api/auth/profile',
          { name: 'Renamed By A Guess', email: newEmail, currentPassword },
          { token: customer.token },
        );
      for (let i = 0; i < 10; i++) {
        expect(await ask(`guess-${i}`)).toMatchObject({
          status: 400,
          body: { message: 'Current password is incorrect' },
        });
      }
      expect((await ask(customer.password)).status).toBe(429);
      expect(
        await database.db.select().from(emailChanges).where(eq(emailChanges.userId, customer.id)),
      ).toEqual([]);
      expect(
        (
          await restClient(limited.url).get('/api/auth/profile', undefined, {
            token: customer.token,
          })
        ).body,
      ).toMatchObject({ name: customer.name, email: customer.email, pendingEmail: null });
      // Without a new e-mail the password is not needed, so not checked.
      const renamed = await restClient(limited.url).put(
        '/api/auth/profile',
        { name: 'Renamed', email: customer.email, currentPassword: 'not checked' },
        { token: customer.token },
      );
      expect(renamed.status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('changing the sign-in e-mail over tRPC', () => {
  it('renames at once, approves, confirms, and cancels with the twins of the REST routes', async () => {
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
      pendingEmailStep: 'old-mailbox',
    });
    const approved = await trpc.mutation('auth.approveEmailChange', {
      token: await linkTokenFor(customer.email, 'approve'),
    });
    expect(approved.status).toBe(200);
    const confirmed = await trpc.mutation<{ email: string }>('auth.confirmEmail', {
      token: await confirmTokenFor(newEmail),
    });
    expect(confirmed.body.result.data.email).toBe(newEmail);
    const profile = await trpc.query('auth.profile', undefined, { token: customer.token });
    expect(profile.body.result?.data).toMatchObject({ name: 'Renamed At Once', email: newEmail });

    const asked2 = await trpc.mutation(
      'auth.updateProfile',
      {
        name: 'Renamed At Once',
        email: uniqueEmail('trpc-again'),
        currentPassword: customer.password,
      },
      { token: customer.token },
    );
    expect(asked2.status).toBe(200);
    const cancelled = await trpc.mutation('auth.cancelEmailChange', {
      token: await linkTokenFor(newEmail, 'cancel'),
    });
    expect(cancelled.status).toBe(200);
    expect((await trpc.query('auth.profile', undefined, { token: customer.token })).status).toBe(
      401,
    );
  });
});

describe('e-mail change requests', () => {
  it('are limited to five an hour per account', async () => {
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
