import { mkdtemp } from 'node:fs/promises';
import { createServer, type Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { passwordResetCodes } from '../../src/server/db/schema';
import { readOutbox, registerCustomer, resetCodeIn } from '../support/accounts';
import { capturedLog } from '../support/capturedLog';
import { createTestDatabase } from '../support/database';
import { answeredBodies, findSecrets, restClient, type JsonResponse } from '../support/http';
import { startTestServer } from '../support/server';
import { createTestServices } from '../support/services';
import { startSmtpServer } from '../support/smtpServer';

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

/** The code mailed to `email` by the latest forgot-password (mail is sent in the background). */
async function latestCodeFor(email: string): Promise<string> {
  await server.services.mailer.drain();
  const mail = (await readOutbox(outboxDir)).filter((m) => m.includes(email)).at(-1);
  if (!mail) throw new Error(`no mail to ${email}`);
  return resetCodeIn(mail);
}

/** Cookies as a browser keeps them between the three steps. */
function cookieJar() {
  const cookies = new Map<string, string>();
  return {
    keep(response: JsonResponse<unknown>) {
      for (const line of response.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const [name = '', value = ''] = pair.split('=');
        if (value) cookies.set(name, value);
        else cookies.delete(name);
      }
      return response;
    },
    header: () => ({ Cookie: [...cookies].map(([n, v]) => `${n}=${v}`).join('; ') }),
  };
}

const forgot = (email: string) => rest.post('/api/auth/forgot-password', { email });

describe('forgot-password', () => {
  it('answers the same whether or not the e-mail has an account, and mails only an account', async () => {
    const customer = await registerCustomer(server.url);
    const known = await forgot(customer.email);
    const unknown = await forgot('nobody-here@example.test');
    const message = 'Password reset email sent. Please check your inbox.';
    expect(known).toMatchObject({ status: 200, body: { message } });
    expect(unknown).toMatchObject({ status: 200, body: { message } });
    expect(Object.keys(unknown.body)).toEqual(Object.keys(known.body));
    await server.services.mailer.drain();
    const mails = await readOutbox(outboxDir);
    expect(mails.some((m) => m.includes('nobody-here@example.test'))).toBe(false);
    expect(await latestCodeFor(customer.email)).toMatch(/^\d{6}$/);
  });

  it('needs an e-mail', async () => {
    expect(await rest.post('/api/auth/forgot-password', {})).toMatchObject({
      status: 400,
      body: { message: 'Email is required' },
    });
  });
});

describe('the reset flow of spec §7: verify-otp sends only { otp }, reset-password no proof', () => {
  it('works with the cookies the steps set, and signs every old session out', async () => {
    const customer = await registerCustomer(server.url);
    const jar = cookieJar();
    jar.keep(await forgot(customer.email));
    const code = await latestCodeFor(customer.email);

    const verified = jar.keep(
      await rest.post('/api/auth/verify-otp', { otp: code }, { headers: jar.header() }),
    );
    expect(verified).toMatchObject({
      status: 200,
      body: { message: 'OTP verified successfully.' },
    });
    expect(verified.headers.getSetCookie().join()).toMatch(/HttpOnly/i);

    const reset = await rest.post(
      '/api/auth/reset-password',
      {
        newPassword: 'brand-new-secret',
        confirmPassword: 'brand-new-secret',
        email: customer.email,
      },
      { headers: jar.header() },
    );
    expect(reset).toMatchObject({
      status: 200,
      body: { message: 'Password updated successfully.' },
    });
    expect((await rest.get('/api/auth/profile', undefined, { token: customer.token })).status).toBe(
      401,
    );
    const login = await rest.post('/api/auth/login', {
      email: customer.email,
      password: 'brand-new-secret',
    });
    expect(login.status).toBe(200);
  });

  it('also takes { otp, email } and the reset token in the body (no cookies)', async () => {
    const customer = await registerCustomer(server.url);
    await forgot(customer.email);
    const otp = await latestCodeFor(customer.email);
    const verified = await rest.post<{ resetToken: string }>('/api/auth/verify-otp', {
      otp,
      email: customer.email,
    });
    expect(verified.status).toBe(200);
    const reset = await rest.post('/api/auth/reset-password', {
      newPassword: 'another-secret',
      confirmPassword: 'another-secret',
      email: customer.email,
      resetToken: verified.body.resetToken,
    });
    expect(reset.status).toBe(200);
  });

  it('asks for the e-mail when verify-otp has neither cookie nor e-mail', async () => {
    expect(await rest.post('/api/auth/verify-otp', { otp: '123456' })).toMatchObject({
      status: 400,
      body: { message: 'Please request a reset code for your email first.' },
    });
  });
});

describe('reset codes resist guessing and reuse', () => {
  it('refuses a wrong code, and after five wrong tries refuses even the right one', async () => {
    const customer = await registerCustomer(server.url);
    await forgot(customer.email);
    const code = await latestCodeFor(customer.email);
    const wrong = code === '000000' ? '111111' : '000000';
    const verify = (otp: string) =>
      rest.post('/api/auth/verify-otp', { otp, email: customer.email });
    for (let i = 0; i < 5; i++) {
      expect(await verify(wrong)).toMatchObject({ status: 400, body: { message: 'Invalid OTP' } });
    }
    expect(await verify(code)).toMatchObject({
      status: 400,
      body: { message: 'Too many incorrect attempts. Please request a new code.' },
    });
    await forgot(customer.email);
    expect((await verify(await latestCodeFor(customer.email))).status).toBe(200);
  });

  it('counts parallel guesses too: never more than five are compared', async () => {
    const customer = await registerCustomer(server.url);
    await forgot(customer.email);
    const code = await latestCodeFor(customer.email);
    const guesses = Array.from({ length: 12 }, (_, i) => String(i).padStart(6, '9'));
    const answers = await Promise.all(
      guesses
        .filter((g) => g !== code)
        .map((otp) => rest.post('/api/auth/verify-otp', { otp, email: customer.email })),
    );
    expect(answers.filter((a) => a.body.message === 'Invalid OTP')).toHaveLength(5);
    const [row] = await database.db
      .select({ attempts: passwordResetCodes.attempts })
      .from(passwordResetCodes)
      .where(eq(passwordResetCodes.userId, customer.id));
    expect(row?.attempts).toBe(5);
  });

  it('refuses an expired code', async () => {
    const customer = await registerCustomer(server.url);
    await forgot(customer.email);
    const code = await latestCodeFor(customer.email);
    await database.db
      .update(passwordResetCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetCodes.userId, customer.id));
    expect(
      await rest.post('/api/auth/verify-otp', { otp: code, email: customer.email }),
    ).toMatchObject({
      status: 400,
      body: { message: 'This code has expired. Please request a new one.' },
    });
  });

  it('retires the previous code when a new one is requested', async () => {
    const customer = await registerCustomer(server.url);
    await forgot(customer.email);
    const first = await latestCodeFor(customer.email);
    await forgot(customer.email);
    const second = await latestCodeFor(customer.email);
    if (first !== second) {
      const old = await rest.post('/api/auth/verify-otp', { otp: first, email: customer.email });
      expect(old).toMatchObject({ status: 400, body: { message: 'Invalid OTP' } });
    }
    expect(
      (await rest.post('/api/auth/verify-otp', { otp: second, email: customer.email })).status,
    ).toBe(200);
  });

  it('lets a verified code set a password once', async () => {
    const customer = await registerCustomer(server.url);
    await forgot(customer.email);
    const otp = await latestCodeFor(customer.email);
    const { body } = await rest.post<{ resetToken: string }>('/api/auth/verify-otp', {
      otp,
      email: customer.email,
    });
    const reset = () =>
      rest.post('/api/auth/reset-password', {
        newPassword: 'once-only-secret',
        confirmPassword: 'once-only-secret',
        email: customer.email,
        resetToken: body.resetToken,
      });
    expect((await reset()).status).toBe(200);
    expect(await reset()).toMatchObject({
      status: 400,
      body: { message: 'This code has expired or was already used. Please request a new one.' },
    });
    expect((await rest.post('/api/auth/verify-otp', { otp, email: customer.email })).status).toBe(
      400,
    );
  });

  it.each(['123456', 'password', 'qwerty123'])(
    'refuses the common password %s, and the verified code still sets a good one',
    async (common) => {
      const customer = await registerCustomer(server.url);
      await forgot(customer.email);
      const { body } = await rest.post<{ resetToken: string }>('/api/auth/verify-otp', {
        otp: await latestCodeFor(customer.email),
        email: customer.email,
      });
      const reset = (newPassword: string) =>
        rest.post('/api/auth/reset-password', {
          newPassword,
          confirmPassword: newPassword,
          email: customer.email,
          resetToken: body.resetToken,
        });
      expect(await reset(common)).toMatchObject({
        status: 400,
        body: { message: 'This password is too common and easy to guess. Please choose another.' },
      });
      expect((await reset('far-less-common')).status).toBe(200);
    },
  );

  it('resets only the e-mail whose code was verified', async () => {
    const attacker = await registerCustomer(server.url);
    const victim = await registerCustomer(server.url);
    await forgot(attacker.email);
    const { body } = await rest.post<{ resetToken: string }>('/api/auth/verify-otp', {
      otp: await latestCodeFor(attacker.email),
      email: attacker.email,
    });
    const takeover = await rest.post('/api/auth/reset-password', {
      newPassword: 'owned-you-now',
      confirmPassword: 'owned-you-now',
      email: victim.email,
      resetToken: body.resetToken,
    });
    expect(takeover).toMatchObject({
      status: 400,
      body: { message: 'The code you verified was for a different email address.' },
    });
    const victimLogin = await rest.post('/api/auth/login', {
      email: victim.email,
      password: victim.password,
    });
    expect(victimLogin.status).toBe(200);
  });

  it('refuses a reset with no proof of a verified code', async () => {
    const customer = await registerCustomer(server.url);
    const reset = await rest.post('/api/auth/reset-password', {
      newPassword: 'no-proof-at-all',
      confirmPassword: 'no-proof-at-all',
      email: customer.email,
    });
    expect(reset).toMatchObject({
      status: 400,
      body: { message: 'Please verify the code we e-mailed you before setting a new password.' },
    });
  });

  it.each([
    [{ otp: '12345', email: 'a@example.test' }, 'OTP must be exactly 6 digits.'],
    [{ otp: '12a456', email: 'a@example.test' }, 'OTP must be exactly 6 digits.'],
  ])('validates verify-otp %j', async (payload, message) => {
    expect(await rest.post('/api/auth/verify-otp', payload)).toMatchObject({
      status: 400,
      body: { message },
    });
  });

  it('requires matching passwords on reset', async () => {
    const reset = await rest.post('/api/auth/reset-password', {
      newPassword: 'one-password',
      confirmPassword: 'another-one',
      email: 'a@example.test',
    });
    expect(reset).toMatchObject({
      status: 400,
      body: { message: 'confirmPassword: Passwords do not match.' },
    });
  });
});

describe('reset mail over SMTP', () => {
  it('is delivered to a local SMTP server as HTML and text with the shop name and the code', async () => {
    const smtp = await startSmtpServer();
    const viaSmtp = await startTestServer(createTestServices(database, { smtpUrl: smtp.url }));
    try {
      const customer = await registerCustomer(viaSmtp.url);
      await restClient(viaSmtp.url).post('/api/auth/forgot-password', { email: customer.email });
      await viaSmtp.services.mailer.drain();
      expect(smtp.received).toHaveLength(1);
      const [mail] = smtp.received;
      expect(mail?.to).toEqual([customer.email]);
      expect(mail?.raw).toMatch(/^Subject: Your .+ password reset code/m);
      expect(mail?.raw).toContain('Content-Type: text/plain');
      expect(mail?.raw).toContain('Content-Type: text/html');
      expect(resetCodeIn(mail!.raw)).toMatch(/^\d{6}$/);
    } finally {
      await viaSmtp.close();
      await smtp.close();
    }
  });

  it('never holds up forgot-password when the SMTP server does not answer; the failure is logged', async () => {
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    const { log, lines } = capturedLog();
    const services = createTestServices(database, {
      smtpUrl: `smtp://127.0.0.1:${port}`,
      smtpTimeoutMs: 1500,
      log,
    });
    const viaDeadSmtp = await startTestServer(services);
    try {
      const customer = await registerCustomer(viaDeadSmtp.url);
      const answer = await restClient(viaDeadSmtp.url).post('/api/auth/forgot-password', {
        email: customer.email,
      });
      expect(answer.status).toBe(200);
      // The answer came while the mail was still waiting on the silent server.
      let mailSettled = false;
      const drained = services.mailer.drain().then(() => (mailSettled = true));
      await Promise.resolve();
      expect(mailSettled).toBe(false);
      await drained;
      expect(lines.join('')).toContain('mail not sent');
    } finally {
      await viaDeadSmtp.close();
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  });
});

describe('every answer of this file', () => {
  it('carries no password, hash or reset code', () => {
    expect(answeredBodies.length).toBeGreaterThan(20);
    expect(answeredBodies.flatMap((b) => findSecrets(b))).toEqual([]);
  });
});
