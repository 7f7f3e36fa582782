import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { DomainError } from '../../errors';

/** The signed-in user as requests see it: never the password hash. */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  isAdmin: boolean;
}

export const sessionUserColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  isAdmin: users.isAdmin,
};

/** E-mail addresses are compared case-insensitively and stored trimmed, in lower case. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export const emailTaken = () =>
  new DomainError('CONFLICT', 'An account with this email already exists. Please log in instead.');

const withSecrets = { ...sessionUserColumns, passwordHash: users.passwordHash };

export async function findUserWithSecretsByEmail(db: Db, email: string) {
  const [row] = await db
    .select(withSecrets)
    .from(users)
    .where(sql`lower(${users.email}) = ${normaliseEmail(email)}`);
  return row ?? null;
}

export async function findUserWithSecretsById(db: Db, id: string) {
  const [row] = await db.select(withSecrets).from(users).where(eq(users.id, id));
  return row ?? null;
}
