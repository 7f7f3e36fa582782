import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { users } from '../../src/server/db/schema';
import { restClient } from './http';

let sequence = 0;

/** A fresh customer registered over REST: its token, id and credentials. */
export async function registerCustomer(
  baseUrl: string,
  overrides: { name?: string; email?: string; password?: string } = {},
) {
  const n = ++sequence;
  const credentials = {
    name: overrides.name ?? `Customer ${n}`,
    email: overrides.email ?? `customer${n}-${Date.now()}@example.test`,
    password: overrides.password ?? 'correct horse battery',
  };
  const { status, body } = await restClient(baseUrl).post<{ token: string; _id: string }>(
    '/api/auth/register',
    credentials,
  );
  if (status !== 201) throw new Error(`register answered ${status}: ${JSON.stringify(body)}`);
  return { ...credentials, token: body.token, id: body._id };
}

export async function setAdmin(db: Db, userId: string, isAdmin: boolean) {
  await db.update(users).set({ isAdmin }).where(eq(users.id, userId));
}

/** The mails in an outbox folder, oldest first, as raw RFC 822 text. */
export async function readOutbox(dir: string): Promise<string[]> {
  const files = (await readdir(dir).catch(() => [] as string[])).sort();
  return Promise.all(files.map((f) => readFile(path.join(dir, f), 'utf8')));
}

/** The 6-digit code of a reset mail (its text part shows it on a line of its own). */
export function resetCodeIn(mail: string): string {
  const match = /^\s+(\d{6})\s*$/m.exec(mail);
  if (!match?.[1]) throw new Error('no reset code in the mail');
  return match[1];
}
