import { and, desc, eq, max } from 'drizzle-orm';
import { policyNames, type PolicyName } from '../../../shared/legalPages';
import type { SavePolicyInput } from '../../../shared/policyInput';
import type { Db } from '../../db/client';
import { policyVersions } from '../../db/schema';
import { DomainError } from '../../errors';
import { firstVersionTexts } from './texts';

type PolicyVersionRow = typeof policyVersions.$inferSelect;

/**
 * The shop's first texts, as version 1 of each policy that has none yet: a new shop (and the
 * demo) start from them, and from then on they are the owner's, kept as written.
 */
async function writeFirstVersions(db: Db) {
  await db
    .insert(policyVersions)
    .values(
      policyNames.map((name) => ({ name, version: 1, markdown: firstVersionTexts[name].trim() })),
    )
    .onConflictDoNothing();
}

async function latestVersion(db: Db, name: PolicyName) {
  const [row] = await db
    .select()
    .from(policyVersions)
    .where(eq(policyVersions.name, name))
    .orderBy(desc(policyVersions.version))
    .limit(1);
  return row;
}

/** A policy's current version (its first is written on the first read of a new shop). */
export async function findCurrentVersion(db: Db, name: PolicyName): Promise<PolicyVersionRow> {
  const found = await latestVersion(db, name);
  if (found) return found;
  await writeFirstVersions(db);
  return (await latestVersion(db, name))!;
}

/** One version of a policy, or NOT_FOUND. */
export async function findVersion(db: Db, name: PolicyName, version: number) {
  if (version === 1) await findCurrentVersion(db, name);
  const [row] = await db
    .select()
    .from(policyVersions)
    .where(and(eq(policyVersions.name, name), eq(policyVersions.version, version)));
  if (!row) throw new DomainError('NOT_FOUND', `Version ${version} of this policy not found`);
  return row;
}

/** Every version of a policy, newest first, without their texts. */
export async function listVersions(db: Db, name: PolicyName) {
  await findCurrentVersion(db, name);
  return db
    .select({ version: policyVersions.version, createdAt: policyVersions.createdAt })
    .from(policyVersions)
    .where(eq(policyVersions.name, name))
    .orderBy(desc(policyVersions.version));
}

/**
 * The Terms version an order placed now is placed under, read in the order's transaction: the
 * number alone, as every order placed asks it.
 */
export async function currentTermsVersion(db: Db) {
  const latest = () =>
    db
      .select({ version: max(policyVersions.version) })
      .from(policyVersions)
      .where(eq(policyVersions.name, 'terms'));
  const [found] = await latest();
  if (found?.version != null) return found.version;
  await writeFirstVersions(db);
  return (await latest())[0]!.version!;
}

/**
 * Saves the owner's text as the next version; none is ever changed. A save made from an older
 * version than the current one (another tab, another administrator) is refused, not merged.
 */
export async function saveVersion(db: Db, userId: string, input: SavePolicyInput) {
  const current = await findCurrentVersion(db, input.name);
  const stale = () =>
    new DomainError(
      'CONFLICT',
      'This policy has changed since you opened it: reload it and make your change again',
    );
  if (input.basedOnVersion !== current.version) throw stale();
  if (input.markdown === current.markdown) {
    throw new DomainError('BAD_REQUEST', 'Nothing has changed since the current version');
  }
  // The key (name, version) refuses a second save made from the same version at the same time.
  const [saved] = await db
    .insert(policyVersions)
    .values({
      name: input.name,
      version: current.version + 1,
      markdown: input.markdown,
      savedBy: userId,
    })
    .onConflictDoNothing()
    .returning();
  if (!saved) throw stale();
  return saved;
}
