import argon2 from 'argon2';

/** argon2id at OWASP's recommended minimum: 19 MiB of memory, 2 passes, 1 lane. */
const hashOptions = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const hashPassword = (password: string) => argon2.hash(password, hashOptions);

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/**
 * Checked when no account has the e-mail, so an unknown address takes as long to refuse as a
 * wrong password and the timing does not tell which addresses have accounts.
 */
let decoyHash: Promise<string> | undefined;
export async function spendPasswordCheckTime(password: string) {
  decoyHash ??= hashPassword('decoy password that matches no account');
  await verifyPassword(await decoyHash, password);
}
