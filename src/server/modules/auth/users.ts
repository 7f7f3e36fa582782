import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/** The signed-in user as requests see it: never the password hash. */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  isAdmin: boolean;
}

const sessionColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  isAdmin: users.isAdmin,
};

/** E-mail addresses are compared case-insensitively and stored trimmed, in lower case. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export async function findSessionUser(
  db: Db,
  id: string,
  tokenVersion: number,
): Promise<SessionUser | null> {
  const [row] = await db
    .select({ ...sessionColumns, tokenVersion: users.tokenVersion })
    .from(users)
    .where(eq(users.id, id));
  if (!row || row.tokenVersion !== tokenVersion) return null;
  const { tokenVersion: _version, ...user } = row;
  return user;
}

export async function findUserWithSecretsByEmail(db: Db, email: string) {
  const [row] = await db
    .select({
      ...sessionColumns,
      passwordHash: users.passwordHash,
      tokenVersion: users.tokenVersion,
    })
    .from(users)
    .where(sql`lower(${users.email}) = ${normaliseEmail(email)}`);
  return row ?? null;
}

export async function findUserWithSecretsById(db: Db, id: string) {
  const [row] = await db
    .select({
      ...sessionColumns,
      passwordHash: users.passwordHash,
      tokenVersion: users.tokenVersion,
    })
    .from(users)
    .where(eq(users.id, id));
  return row ?? null;
}

export type UserWithSecrets = NonNullable<Awaited<ReturnType<typeof findUserWithSecretsById>>>;
