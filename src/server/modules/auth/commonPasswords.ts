import { DomainError } from '../../errors';

/**
 * About 49,000 passwords from breach lists (zxcvbn-ts's common dictionary, shipped in the
 * package: nothing is fetched). Loaded on the first check, not at start; server side only, so
 * the client's bundle never carries it.
 */
let commonPasswords: Promise<Set<string>> | undefined;
const loadCommonPasswords = async () => {
  const { dictionary } = await import('@zxcvbn-ts/language-common');
  return new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
};

/** Refuses a new password that guessers try first, whatever its case. */
export async function refuseCommonPassword(password: string): Promise<void> {
  commonPasswords ??= loadCommonPasswords();
  if ((await commonPasswords).has(password.toLowerCase())) {
    throw new DomainError(
      'BAD_REQUEST',
      'This password is too common and easy to guess. Please choose another.',
    );
  }
}
