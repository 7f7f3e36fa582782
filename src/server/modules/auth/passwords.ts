import argon2 from 'argon2';
import { boundedQueue } from '../../boundedQueue';
import { DomainError } from '../../errors';

/** argon2id at OWASP's recommended minimum: 19 MiB of memory, 2 passes, 1 lane. */
const hashOptions = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/**
 * Every hash and check waits its turn here. argon2 runs on libuv's thread pool (4 threads), which
 * static files, compression and DNS need too: two at a time leave them room, and a flood of
 * password checks gets a quick 503 instead of a line that makes every other request wait. The
 * line holds 64 (a couple of seconds of hashing): enough for fifty shoppers signing up at the
 * same moment (fault scenario 1), which 32 was not. One per process, like the thread pool it
 * guards.
 */
export const PASSWORD_WORK = { concurrency: 2, maxWaiting: 64 } as const;
export const passwordWork = boundedQueue({
  ...PASSWORD_WORK,
  whenFull: () => new DomainError('UNAVAILABLE', 'The shop is busy. Please try again in a moment.'),
});

export const hashPassword = (password: string) =>
  passwordWork.run(() => argon2.hash(password, hashOptions));

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  return passwordWork.run(async () => {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  });
}

/**
 * Checked when no account has the e-mail, so an unknown address takes as long to refuse as a
 * wrong password and the timing does not tell which addresses have accounts.
 */
let decoyHash: Promise<string> | undefined;
export async function spendPasswordCheckTime(password: string) {
  decoyHash ??= hashPassword('decoy password that matches no account').catch((err: unknown) => {
    decoyHash = undefined; // refused while busy: the next check makes it
    throw err;
  });
  await verifyPassword(await decoyHash, password);
}
