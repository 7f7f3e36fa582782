import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox, resetCodeIn } from '../support/accounts';
import { useCatalogDatabase } from '../support/catalogFixture';
import { trpcClient } from '../support/http';
import { startTestServer } from '../support/server';
import { createTestServices, TEST_ADMIN_SECRET_KEY } from '../support/services';

const catalog = useCatalogDatabase();
let outboxDir: string;
let server: Awaited<ReturnType<typeof startTestServer>>;
let trpc: ReturnType<typeof trpcClient>;

beforeAll(async () => {
  outboxDir = await mkdtemp(path.join(os.tmpdir(), 'shop-outbox-'));
  server = await startTestServer(createTestServices(catalog.database, { outboxDir }));
  trpc = trpcClient(server.url);
});
afterAll(() => server.close());

interface Session {
  _id: string;
  token: string;
  isAdmin: boolean;
}

let sequence = 0;
async function signUp() {
  const email = `trpc-${++sequence}-${Date.now()}@example.test`;
  const { body } = await trpc.mutation<Session>('auth.register', {
    name: 'Tess Ting',
    email,
    password: 'secret-one',
  });
  return { email, token: body.result.data.token };
}

describe('readable validation errors', () => {
  it('answer a sentence naming the field, with the flattened zod issues under data.zodError', async () => {
    const { status, body } = await trpc.mutation('auth.register', {
      name: 'A',
      email: 'not-an-email',
      password: 'amber-lantern-7',
    });
    expect(status).toBe(400);
    expect(body.error?.message).toBe('email: Please enter a valid email address');
    expect(body.error?.data.code).toBe('BAD_REQUEST');
    expect(body.error?.data.zodError).toEqual({
      formErrors: [],
      fieldErrors: { email: ['Please enter a valid email address'] },
    });
  });

  it('join several problems into one sentence', async () => {
    const { body } = await trpc.mutation('auth.register', { email: 'x', password: '1' });
    expect(body.error?.message).toBe(
      'Name is required; email: Please enter a valid email address; Password must be at least 6 characters',
    );
  });
});

describe('auth procedures', () => {
  it('register, profile, update, change password and login, as the React client calls them', async () => {
    const { email, token } = await signUp();
    const profile = await trpc.query<{ name: string; email: string }>('auth.profile', undefined, {
      token,
    });
    expect(profile.body.result.data).toMatchObject({ name: 'Tess Ting', email, isAdmin: false });

    const updated = await trpc.mutation<{ name: string }>(
      'auth.updateProfile',
      { name: 'Tess T. Ting', email },
      { token },
    );
    expect(updated.body.result.data.name).toBe('Tess T. Ting');

    const changed = await trpc.mutation<{ token: string }>(
      'auth.changePassword',
      { currentPassword: 'secret-one', newPassword: 'secret-two' },
      { token },
    );
    expect(changed.status).toBe(200);
    const stale = await trpc.query('auth.profile', undefined, { token });
    expect(stale.status).toBe(401);
    expect(stale.body.error?.data.code).toBe('UNAUTHORIZED');

    const login = await trpc.mutation<Session>('auth.login', { email, password: 'secret-two' });
    expect(login.body.result.data).toMatchObject({
      isAdmin: false,
      token: expect.any(String) as string,
    });
  });

  it('refuses signed-in procedures to a guest with 401 and a message', async () => {
    const { status, body } = await trpc.query('auth.profile');
    expect(status).toBe(401);
    expect(body.error?.message).toBe('Please log in to continue.');
  });

  it('createAdmin makes an administrator with the key and refuses without it', async () => {
    const input = {
      name: 'Owner',
      email: `owner-${Date.now()}@example.test`,
      password: 'owner-pass',
    };
    const refused = await trpc.mutation('auth.createAdmin', { ...input, secretKey: 'nope' });
    expect(refused.status).toBe(403);
    const created = await trpc.mutation<Session>('auth.createAdmin', {
      ...input,
      secretKey: TEST_ADMIN_SECRET_KEY,
    });
    expect(created.body.result.data.isAdmin).toBe(true);
  });

  it('resets a password: forgotPassword → verifyOtp → resetPassword with its reset token', async () => {
    const { email } = await signUp();
    await trpc.mutation('auth.forgotPassword', { email });
    await server.services.mailer.drain();
    const mail = (await readOutbox(outboxDir)).filter((m) => m.includes(email)).at(-1)!;
    const verified = await trpc.mutation<{ message: string; resetToken: string }>(
      'auth.verifyOtp',
      {
        otp: resetCodeIn(mail),
        email,
      },
    );
    expect(verified.body.result.data.message).toBe('OTP verified successfully.');
    const reset = await trpc.mutation<{ message: string }>('auth.resetPassword', {
      email,
      newPassword: 'after-reset',
      confirmPassword: 'after-reset',
      resetToken: verified.body.result.data.resetToken,
    });
    expect(reset.body.result.data.message).toBe('Password updated successfully.');
    expect((await trpc.mutation('auth.login', { email, password: 'after-reset' })).status).toBe(
      200,
    );
  });
});

describe('wishlist procedures', () => {
  it('list, add, check, remove and clear for the signed-in user only', async () => {
    const { token } = await signUp();
    const productId = catalog.fixture.products.solitaire.id;
    expect((await trpc.query('wishlist.list')).status).toBe(401);

    const added = await trpc.mutation<{ items: { product: { _id: string } }[] }>(
      'wishlist.add',
      { productId },
      { token },
    );
    expect(added.body.result.data.items.map((i) => i.product._id)).toEqual([productId]);
    const check = await trpc.query<{ inWishlist: boolean }>(
      'wishlist.check',
      { productId },
      { token },
    );
    expect(check.body.result.data.inWishlist).toBe(true);
    const removed = await trpc.mutation<{ items: unknown[] }>(
      'wishlist.remove',
      { productId },
      { token },
    );
    expect(removed.body.result.data.items).toEqual([]);
    await trpc.mutation('wishlist.add', { productId }, { token });
    const cleared = await trpc.mutation<{ items: unknown[] }>('wishlist.clear', undefined, {
      token,
    });
    expect(cleared.body.result.data.items).toEqual([]);
  });
});
