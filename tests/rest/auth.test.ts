import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { sessions, users } from '../../src/server/db/schema';
import { registerCustomer, setAdmin } from '../support/accounts';
import { createTestDatabase } from '../support/database';
import { answeredBodies, findSecrets, restClient, trpcClient } from '../support/http';
import { startTestServer } from '../support/server';
import { createTestServices, TEST_ADMIN_SECRET_KEY } from '../support/services';

let database: Database;
let server: Awaited<ReturnType<typeof startTestServer>>;
let rest: ReturnType<typeof restClient>;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database);
  rest = restClient(server.url);
});
afterAll(async () => {
  await server.close();
  await database.close();
});

const base64url = (value: object | string) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

/** A token for `userId` with any header and key, as an attacker would craft one. */
function craftToken(header: object, payload: object, key: string | null) {
  const unsigned = `${base64url(header)}.${base64url(payload)}`;
  const signature =
    key === null ? '' : createHmac('sha256', key).update(unsigned).digest('base64url');
  return `${unsigned}.${signature}`;
}

describe('POST /api/auth/register', () => {
  it('creates a customer and answers token, isAdmin and the user fields at the top level and under user', async () => {
    const { status, body } = await rest.post('/api/auth/register', {
      name: 'Ada Lovelace',
      email: '  Ada@Example.TEST ',
      password: 'amber-lantern-7',
    });
    expect(status).toBe(201);
    const user = {
      _id: expect.stringMatching(/^[0-9a-f]{24}$/) as string,
      name: 'Ada Lovelace',
      email: 'ada@example.test',
      isAdmin: false,
    };
    expect(body).toEqual({ ...user, user, token: expect.any(String) as string });
  });

  it('ignores an isAdmin or role a client slips in (mass assignment)', async () => {
    const { status, body } = await rest.post<{ isAdmin: boolean; token: string }>(
      '/api/auth/register',
      {
        name: 'Mallory',
        email: 'mallory@example.test',
        password: 'amber-lantern-7',
        isAdmin: true,
        role: 'admin',
      },
    );
    expect(status).toBe(201);
    expect(body.isAdmin).toBe(false);
    const profile = await rest.get('/api/auth/profile', undefined, { token: body.token });
    expect(profile.body).toMatchObject({ isAdmin: false });
  });

  it('refuses an e-mail that already has an account, whatever its case', async () => {
    await registerCustomer(server.url, { email: 'taken@example.test' });
    const { status, body } = await rest.post('/api/auth/register', {
      name: 'Again',
      email: 'TAKEN@example.test',
      password: 'amber-lantern-7',
    });
    expect(status).toBe(409);
    expect(body.message).toBe('An account with this email already exists. Please log in instead.');
  });

  it.each([
    [{ email: 'a@example.test', password: 'amber-lantern-7' }, 'Name is required'],
    [{ name: '  ', email: 'a@example.test', password: 'amber-lantern-7' }, 'Name is required'],
    [
      { name: 'A', email: 'not-an-email', password: 'amber-lantern-7' },
      'email: Please enter a valid email address',
    ],
    [{ name: 'A', password: 'amber-lantern-7' }, 'Email is required'],
    [
      { name: 'A', email: 'a@example.test', password: '12345' },
      'Password must be at least 6 characters',
    ],
    [
      { name: 'A', email: 'a@example.test', password: 'x'.repeat(257) },
      'Password must be at most 256 characters',
    ],
    [{ name: 'A', email: 'a@example.test' }, 'Password is required'],
  ])('answers 400 with a message naming the field for %j', async (payload, message) => {
    const { status, body } = await rest.post('/api/auth/register', payload);
    expect(status).toBe(400);
    expect(body.message).toBe(message);
  });

  it('accepts a 128-character passphrase, and refuses a body over the size cap with 413', async () => {
    const long = await rest.post('/api/auth/register', {
      name: 'Long',
      email: 'long@example.test',
      password: 'p'.repeat(128),
    });
    expect(long.status).toBe(201);
    const huge = await rest.post('/api/auth/register', {
      name: 'Huge',
      email: 'huge@example.test',
      password: 'p'.repeat(1024 * 1024),
    });
    expect(huge.status).toBe(413);
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the right password, in any e-mail case', async () => {
    const customer = await registerCustomer(server.url, { email: 'login@example.test' });
    const { status, body } = await rest.post('/api/auth/login', {
      email: 'LOGIN@example.test',
      password: customer.password,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ _id: customer.id, email: 'login@example.test', isAdmin: false });
    expect(body.token).toEqual(expect.any(String));
  });

  it('answers the same 401 for a wrong password and an unknown e-mail', async () => {
    const customer = await registerCustomer(server.url);
    const wrong = await rest.post('/api/auth/login', {
      email: customer.email,
      password: 'nope-nope',
    });
    const unknown = await rest.post('/api/auth/login', {
      email: 'nobody@example.test',
      password: 'nope-nope',
    });
    expect(wrong).toMatchObject({ status: 401, body: { message: 'Invalid email or password' } });
    expect(unknown).toMatchObject({ status: 401, body: { message: 'Invalid email or password' } });
  });

  it('answers 400 for a missing password', async () => {
    const { status, body } = await rest.post('/api/auth/login', { email: 'a@example.test' });
    expect(status).toBe(400);
    expect(body.message).toBe('Password is required');
  });
});

describe('GET and PUT /api/auth/profile', () => {
  it('needs a session', async () => {
    expect(await rest.get('/api/auth/profile')).toMatchObject({
      status: 401,
      body: { message: 'Please log in to continue.' },
    });
  });

  it('answers the profile, with no e-mail change pending, and renames at once', async () => {
    const customer = await registerCustomer(server.url, { name: 'Grace Hopper' });
    const profile = await rest.get('/api/auth/profile', undefined, { token: customer.token });
    expect(profile.body).toEqual({
      _id: customer.id,
      name: 'Grace Hopper',
      email: customer.email,
      isAdmin: false,
      createdAt: expect.any(String) as string,
      pendingEmail: null,
      pendingEmailStep: null,
    });

    const renamed = await rest.put(
      '/api/auth/profile',
      { name: 'Grace B. Hopper', email: customer.email },
      { token: customer.token },
    );
    expect(renamed).toMatchObject({
      status: 200,
      body: {
        name: 'Grace B. Hopper',
        pendingEmail: null,
        message: 'Profile updated successfully.',
      },
    });
    // A new e-mail waits for its link: tests/rest/email-change.test.ts.
  });

  it('refuses an e-mail another account holds, and bad fields', async () => {
    const holder = await registerCustomer(server.url);
    const customer = await registerCustomer(server.url);
    const taken = await rest.put(
      '/api/auth/profile',
      { name: 'X', email: holder.email },
      { token: customer.token },
    );
    expect(taken.status).toBe(409);
    const blank = await rest.put(
      '/api/auth/profile',
      { name: '', email: customer.email },
      { token: customer.token },
    );
    expect(blank).toMatchObject({ status: 400, body: { message: 'Name is required' } });
  });
});

describe('PUT /api/auth/change-password', () => {
  it('checks the current password, answers a fresh token and retires older ones', async () => {
    const customer = await registerCustomer(server.url);
    const wrong = await rest.put(
      '/api/auth/change-password',
      { currentPassword: 'not-it', newPassword: 'new-secret' },
      { token: customer.token },
    );
    expect(wrong).toMatchObject({
      status: 400,
      body: { message: 'Current password is incorrect' },
    });

    const changed = await rest.put<{ token: string; message: string }>(
      '/api/auth/change-password',
      { currentPassword: customer.password, newPassword: 'new-secret' },
      { token: customer.token },
    );
    expect(changed.status).toBe(200);
    expect(changed.body.message).toBe('Password updated successfully.');
    expect(
      (await rest.get('/api/auth/profile', undefined, { token: changed.body.token })).status,
    ).toBe(200);
    expect(await rest.get('/api/auth/profile', undefined, { token: customer.token })).toMatchObject(
      {
        status: 401,
        body: { message: 'Your session is no longer valid. Please log in again.' },
      },
    );
    const oldLogin = await rest.post('/api/auth/login', {
      email: customer.email,
      password: customer.password,
    });
    expect(oldLogin.status).toBe(401);
    const newLogin = await rest.post('/api/auth/login', {
      email: customer.email,
      password: 'new-secret',
    });
    expect(newLogin.status).toBe(200);
  });

  it('needs a session and a valid new password', async () => {
    expect(
      (await rest.put('/api/auth/change-password', { currentPassword: 'a', newPassword: 'bbbbbb' }))
        .status,
    ).toBe(401);
    const customer = await registerCustomer(server.url);
    const short = await rest.put(
      '/api/auth/change-password',
      { currentPassword: customer.password, newPassword: '123' },
      { token: customer.token },
    );
    expect(short).toMatchObject({
      status: 400,
      body: { message: 'newPassword: Password must be at least 6 characters' },
    });
  });
});

describe('POST /api/auth/create-admin', () => {
  const admin = () => ({
    name: 'Owner',
    email: `owner-${Date.now()}-${Math.random()}@example.test`,
    password: 'owner-secret',
  });

  it('creates an administrator for the holder of ADMIN_SECRET_KEY', async () => {
    const { status, body } = await rest.post('/api/auth/create-admin', {
      ...admin(),
      secretKey: TEST_ADMIN_SECRET_KEY,
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      isAdmin: true,
      user: { isAdmin: true },
      token: expect.any(String) as string,
    });
  });

  it('refuses a wrong or missing key', async () => {
    expect(
      await rest.post('/api/auth/create-admin', { ...admin(), secretKey: 'guess' }),
    ).toMatchObject({
      status: 403,
      body: { message: 'Invalid admin secret key.' },
    });
    expect(await rest.post('/api/auth/create-admin', admin())).toMatchObject({
      status: 400,
      body: { message: 'secretKey: Secret key is required for admin registration' },
    });
  });

  it('is refused with a clear message when the shop has no key configured', async () => {
    const keyless = await startTestServer(
      createTestServices(database, { adminSecretKey: undefined }),
    );
    try {
      const attempt = await restClient(keyless.url).post('/api/auth/create-admin', {
        ...admin(),
        secretKey: 'anything',
      });
      expect(attempt).toMatchObject({
        status: 403,
        body: { message: 'Admin registration is not enabled on this shop.' },
      });
    } finally {
      await keyless.close();
    }
  });
});

describe('session tokens', () => {
  let customer: Awaited<ReturnType<typeof registerCustomer>>;
  beforeAll(async () => {
    customer = await registerCustomer(server.url);
  });
  const profileWith = (token: string) => rest.get('/api/auth/profile', undefined, { token });
  const claims = () => ({
    sub: customer.id,
    sid: 'f'.repeat(24),
    aud: 'session',
    exp: Math.floor(Date.now() / 1000) + 3600,
  });

  it.each([
    ['alg: none', () => craftToken({ alg: 'none', typ: 'JWT' }, claims(), null)],
    [
      'a forged signature',
      () =>
        craftToken({ alg: 'HS256', typ: 'JWT' }, claims(), 'someone-elses-secret-of-some-length'),
    ],
    ['an empty key', () => craftToken({ alg: 'HS256', typ: 'JWT' }, claims(), '')],
    ['a weak key', () => craftToken({ alg: 'HS256', typ: 'JWT' }, claims(), 'secret')],
    [
      'HS512 with our own key',
      () => jwt.sign(claims(), server.services.auth.jwtSecret, { algorithm: 'HS512' }),
    ],
    [
      'a tampered payload',
      () => {
        const [header, , signature] = customer.token.split('.');
        return `${header}.${base64url({ ...claims(), sub: 'f'.repeat(24) })}.${signature}`;
      },
    ],
    ['garbage', () => 'not.a.token'],
  ])('answers 401 for %s', async (_name, token) => {
    const { status, body } = await profileWith(token());
    expect(status).toBe(401);
    expect(body.message).toBe('Your session is no longer valid. Please log in again.');
  });

  it('answers 401 with "expired" for an expired token', async () => {
    const expired = jwt.sign(
      { ...claims(), exp: Math.floor(Date.now() / 1000) - 60 },
      server.services.auth.jwtSecret,
    );
    expect(await profileWith(expired)).toMatchObject({
      status: 401,
      body: { message: 'Your session has expired. Please log in again.' },
    });
  });

  it('answers 401 for a well-signed token whose session does not exist', async () => {
    const unknownSession = jwt.sign(claims(), server.services.auth.jwtSecret);
    expect(await profileWith(unknownSession)).toMatchObject({
      status: 401,
      body: { message: 'Your session is no longer valid. Please log in again.' },
    });
  });

  it('answers 401 once the user is deleted', async () => {
    const doomed = await registerCustomer(server.url);
    await database.db.delete(users).where(eq(users.id, doomed.id));
    expect((await profileWith(doomed.token)).status).toBe(401);
  });

  it('reads the role from the database on every request', async () => {
    const owner = await registerCustomer(server.url);
    await setAdmin(database.db, owner.id, true);
    expect((await profileWith(owner.token)).body).toMatchObject({ isAdmin: true });
    await setAdmin(database.db, owner.id, false);
    expect((await profileWith(owner.token)).body).toMatchObject({ isAdmin: false });
  });

  it('lets a bad token browse the public catalogue as a guest', async () => {
    const { status } = await rest.get('/api/products/getAll?limit=1', undefined, {
      token: 'not.a.token',
    });
    expect(status).toBe(200);
  });
});

describe('POST /api/auth/logout and tRPC auth.logout', () => {
  const trpc = () => trpcClient(server.url);
  const signIn = async (email: string, password: string) =>
    (await rest.post<{ token: string }>('/api/auth/login', { email, password })).body.token;

  it.each(['REST', 'tRPC'])(
    'over %s, end the session: a copy of its token gets 401 on REST and tRPC afterwards',
    async (adapter) => {
      const customer = await registerCustomer(server.url);
      const copy = customer.token;
      const otherBrowser = await signIn(customer.email, customer.password);
      const loggedOut =
        adapter === 'REST'
          ? await rest.post('/api/auth/logout', undefined, { token: customer.token })
          : await trpc().mutation('auth.logout', undefined, { token: customer.token });
      expect(loggedOut.status).toBe(200);

      expect(await rest.get('/api/auth/profile', undefined, { token: copy })).toMatchObject({
        status: 401,
        body: { message: 'Your session is no longer valid. Please log in again.' },
      });
      const viaTrpc = await trpc().query('auth.profile', undefined, { token: copy });
      expect(viaTrpc.status).toBe(401);
      expect(viaTrpc.body.error?.message).toBe(
        'Your session is no longer valid. Please log in again.',
      );
      // The same account signed in elsewhere is not signed out.
      expect((await rest.get('/api/auth/profile', undefined, { token: otherBrowser })).status).toBe(
        200,
      );
    },
  );

  it('answers 200 again for a session already ended, and for no session at all', async () => {
    const customer = await registerCustomer(server.url);
    const first = await rest.post('/api/auth/logout', undefined, { token: customer.token });
    const again = await rest.post('/api/auth/logout', undefined, { token: customer.token });
    expect(first).toMatchObject({ status: 200, body: { message: 'You have been logged out.' } });
    expect(again).toMatchObject({ status: 200, body: { message: 'You have been logged out.' } });
    expect((await rest.post('/api/auth/logout')).status).toBe(200);
    expect((await trpc().mutation('auth.logout', undefined, { token: 'not.a.token' })).status).toBe(
      200,
    );
  });
});

describe("the account's sign-ins: GET and DELETE /api/auth/sessions, tRPC twins", () => {
  const phone =
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
  const laptop = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
  const signInFrom = async (customer: { email: string; password: string }, userAgent: string) => {
    const answer = await rest.post<{ token: string }>(
      '/api/auth/login',
      { email: customer.email, password: customer.password },
      { headers: { 'User-Agent': userAgent } },
    );
    return answer.body.token;
  };
  const signInsOf = (token: string) =>
    rest.get<{ _id: string; device: string; current: boolean; lastSeenAt: string }[]>(
      '/api/auth/sessions',
      undefined,
      { token },
    );
  const profileWith = (token: string) => rest.get('/api/auth/profile', undefined, { token });

  /** A customer signed in on a phone and a laptop; the registration's sign-in has expired. */
  async function onTwoDevices() {
    const customer = await registerCustomer(server.url);
    await database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, customer.id));
    const onPhone = await signInFrom(customer, phone);
    const onLaptop = await signInFrom(customer, laptop);
    return { customer, onPhone, onLaptop };
  }

  it("lists the live sign-ins with their devices, the caller's first; ending one retires only its token", async () => {
    const { onPhone, onLaptop } = await onTwoDevices();
    const listed = await signInsOf(onPhone);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([
      {
        _id: expect.stringMatching(/^[0-9a-f]{24}$/) as string,
        device: 'Chrome on Android',
        userAgent: phone,
        signedInAt: expect.any(String) as string,
        lastSeenAt: expect.any(String) as string,
        current: true,
      },
      expect.objectContaining({ device: 'Firefox on Windows', current: false }),
    ]);
    const laptopId = listed.body[1]!._id;

    expect(
      await rest.delete(`/api/auth/sessions/${laptopId}`, undefined, { token: onPhone }),
    ).toMatchObject({ status: 200, body: { message: 'That device has been signed out.' } });
    expect((await profileWith(onLaptop)).status).toBe(401);
    expect((await profileWith(onPhone)).status).toBe(200);
    expect((await signInsOf(onPhone)).body).toHaveLength(1);
    expect(
      (await rest.delete(`/api/auth/sessions/${laptopId}`, undefined, { token: onPhone })).status,
    ).toBe(404);

    // Ending the caller's own sign-in is a logout.
    const phoneId = listed.body[0]!._id;
    expect(
      await rest.delete(`/api/auth/sessions/${phoneId}`, undefined, { token: onPhone }),
    ).toMatchObject({ status: 200, body: { message: 'You have been logged out.' } });
    expect((await profileWith(onPhone)).status).toBe(401);
  });

  it("answers 404 for another account's sign-in and ends nothing; needs a session; checks the id", async () => {
    const { onPhone } = await onTwoDevices();
    const [victimsPhone] = (await signInsOf(onPhone)).body;
    const intruder = await registerCustomer(server.url);
    expect(
      await rest.delete(`/api/auth/sessions/${victimsPhone!._id}`, undefined, {
        token: intruder.token,
      }),
    ).toMatchObject({ status: 404, body: { message: 'Sign-in not found' } });
    expect((await profileWith(onPhone)).status).toBe(200);
    expect((await rest.get('/api/auth/sessions')).status).toBe(401);
    expect((await rest.delete('/api/auth/sessions')).status).toBe(401);
    expect(
      (await rest.delete('/api/auth/sessions/not-an-id', undefined, { token: onPhone })).status,
    ).toBe(400);
  });

  it("ends every other sign-in and keeps the caller's, over REST and tRPC", async () => {
    const { customer, onPhone, onLaptop } = await onTwoDevices();
    const third = await signInFrom(customer, 'curl/8.5.0');
    expect(await rest.delete('/api/auth/sessions', undefined, { token: onPhone })).toMatchObject({
      status: 200,
      body: { message: 'Signed out of 2 other devices.', ended: 2 },
    });
    expect((await profileWith(onLaptop)).status).toBe(401);
    expect((await profileWith(third)).status).toBe(401);
    expect((await signInsOf(onPhone)).body).toEqual([
      expect.objectContaining({ device: 'Chrome on Android', current: true }),
    ]);

    const trpc = trpcClient(server.url);
    const again = await signInFrom(customer, laptop);
    const listed = await trpc.query<{ _id: string; device: string; current: boolean }[]>(
      'auth.sessions',
      undefined,
      { token: again },
    );
    expect(listed.body.result.data.map((s) => [s.device, s.current])).toEqual([
      ['Firefox on Windows', true],
      ['Chrome on Android', false],
    ]);
    const ended = await trpc.mutation(
      'auth.endSession',
      { id: listed.body.result.data[1]!._id },
      { token: again },
    );
    expect(ended.status).toBe(200);
    expect((await profileWith(onPhone)).status).toBe(401);
    const third2 = await signInFrom(customer, phone);
    expect(
      (await trpc.mutation('auth.endOtherSessions', undefined, { token: again })).body.result,
    ).toEqual({ data: { message: 'Signed out of 1 other device.', ended: 1 } });
    expect((await profileWith(third2)).status).toBe(401);
    expect((await profileWith(again)).status).toBe(200);
  });

  it('moves "last seen" on when a request comes more than five minutes after the last, not with every request', async () => {
    const { customer, onPhone, onLaptop } = await onTwoDevices();
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    const [phoneRow, laptopRow] = (await signInsOf(onPhone)).body;
    await database.db
      .update(sessions)
      .set({ lastSeenAt: minutesAgo(10) })
      .where(eq(sessions.id, phoneRow!._id));
    await database.db
      .update(sessions)
      .set({ lastSeenAt: minutesAgo(1) })
      .where(eq(sessions.id, laptopRow!._id));
    await profileWith(onPhone);
    await profileWith(onLaptop);
    const seen = await database.db
      .select({ id: sessions.id, lastSeenAt: sessions.lastSeenAt })
      .from(sessions)
      .where(eq(sessions.userId, customer.id));
    const lastSeen = (id: string) => seen.find((row) => row.id === id)!.lastSeenAt.getTime();
    expect(lastSeen(phoneRow!._id)).toBeGreaterThan(minutesAgo(1).getTime());
    expect(lastSeen(laptopRow!._id)).toBeLessThan(minutesAgo(0.5).getTime());
  });
});

describe('common and breached passwords', () => {
  const COMMON = 'This password is too common and easy to guess. Please choose another.';
  const common = ['123456', 'password', 'qwerty123', 'PassWord'];

  it.each(common)(
    'are refused on register, create-admin and change-password: %s',
    async (password) => {
      const register = await rest.post('/api/auth/register', {
        name: 'Common',
        email: `common-${Date.now()}@example.test`,
        password,
      });
      expect(register).toMatchObject({ status: 400, body: { message: COMMON } });

      const admin = await rest.post('/api/auth/create-admin', {
        name: 'Common Admin',
        email: `common-admin-${Date.now()}@example.test`,
        password,
        secretKey: TEST_ADMIN_SECRET_KEY,
      });
      expect(admin).toMatchObject({ status: 400, body: { message: COMMON } });

      const customer = await registerCustomer(server.url);
      const change = await rest.put(
        '/api/auth/change-password',
        { currentPassword: customer.password, newPassword: password },
        { token: customer.token },
      );
      expect(change).toMatchObject({ status: 400, body: { message: COMMON } });
      // Refused before anything changed: the session and the old password still work.
      expect(
        (await rest.get('/api/auth/profile', undefined, { token: customer.token })).status,
      ).toBe(200);
    },
  );

  it('are refused by tRPC too, and an uncommon password of the same length is fine', async () => {
    const refused = await trpcClient(server.url).mutation('auth.register', {
      name: 'Common',
      email: `common-trpc-${Date.now()}@example.test`,
      password: 'qwerty123',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error?.message).toBe(COMMON);
    const accepted = await rest.post('/api/auth/register', {
      name: 'Uncommon',
      email: `uncommon-${Date.now()}@example.test`,
      password: 'qwz-81-lk',
    });
    expect(accepted.status).toBe(201);
  });
});

describe('every answer of this file', () => {
  it('carries no password, hash or reset code', () => {
    expect(answeredBodies.length).toBeGreaterThan(20);
    expect(answeredBodies.flatMap((b) => findSecrets(b))).toEqual([]);
  });
});
