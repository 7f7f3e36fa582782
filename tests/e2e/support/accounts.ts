import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_ADMIN_SECRET_KEY, expect } from './test';

/** The e2e database is shared by parallel workers: every account gets its own address. */
export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

export interface SignInAnswer {
  _id: string;
  name: string;
  email: string;
  isAdmin: boolean;
  token: string;
}

/** A customer account made through the REST API (spec §7), for tests about something else. */
export async function registerByApi(
  request: APIRequestContext,
  name: string,
  password = 'secret-pass-1',
): Promise<SignInAnswer & { password: string }> {
  const response = await request.post('/api/auth/register', {
    data: { name, email: uniqueEmail('shopper'), password },
  });
  expect(response.status()).toBe(201);
  return { ...((await response.json()) as SignInAnswer), password };
}

/**
 * Signs the page in the way a returning visitor is: from the three keys in localStorage, then
 * opens `path` (home unless the test goes somewhere else first).
 */
export async function restoreSession(page: Page, answer: SignInAnswer, path = '/') {
  // A file of the same origin that is not the app, so no running session writes over the keys.
  await page.goto('/robots.txt');
  await page.evaluate((a) => {
    localStorage.setItem('userInfo', JSON.stringify({ _id: a._id, name: a.name, email: a.email }));
    localStorage.setItem('isAdmin', String(a.isAdmin));
    localStorage.setItem('token', a.token);
  }, answer);
  await page.goto(path);
}

/** The text (or HTML) part of an .eml file, decoded from its transfer encoding. */
function plainText(eml: string, type: 'plain' | 'html' = 'plain'): string {
  const part = new RegExp(
    `Content-Type: text/${type}[^\\n]*\\n((?:[^\\n]+\\n)*)\\n([\\s\\S]*?)\\n--`,
    'i',
  ).exec(eml);
  if (!part) return '';
  const [, headers = '', body = ''] = part;
  const encoding = /Content-Transfer-Encoding:\s*(\S+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/**
 * What `extract` finds in the text of the newest mail to `email` whose subject matches, in the
 * e2e server's outbox. Mail goes out in the background, so this waits for it.
 */
async function readNewestMail(
  email: string,
  subject: RegExp,
  extract: (text: string, eml: string) => string,
): Promise<string> {
  const outbox = path.join(process.env.E2E_DATA_DIR!, 'outbox');
  let found = '';
  await expect
    .poll(
      async () => {
        const names = (await readdir(outbox).catch(() => [] as string[]))
          .filter((name) => name.endsWith('.eml'))
          .sort()
          .reverse();
        for (const name of names) {
          const eml = await readFile(path.join(outbox, name), 'utf8');
          // A long subject is folded onto continuation lines (RFC 5322): unfold it first.
          const headers = eml.replace(/\r?\n[ \t]+/g, ' ');
          const subjectLine = /^Subject: (.*?)\r?$/im.exec(headers)?.[1] ?? '';
          if (!eml.includes(email) || !subject.test(subjectLine)) continue;
          found = extract(plainText(eml), eml);
          return found;
        }
        return '';
      },
      { timeout: 10_000, message: `a mail to ${email} with the subject ${subject}` },
    )
    .not.toBe('');
  return found;
}

/** The 6-digit code of the newest reset mail to `email`. */
export const readResetCode = (email: string) =>
  readNewestMail(email, /password reset code/, (text) => /^\s*(\d{6})\s*$/m.exec(text)?.[1] ?? '');

/** Which mails of an e-mail change carry each link of `/confirm-email`. */
const emailChangeSubjects = {
  approve: /^Approve the change of your /,
  cancel: /sign-in e-mail/,
  token: /^Confirm your new /,
};

/**
 * The path (with its token) of the newest e-mail change link mailed to `email`: the current
 * address's approval or "This wasn't me" (`cancel`), or the new address's confirmation (`token`).
 */
export const readEmailChangeLinkPath = (email: string, step: keyof typeof emailChangeSubjects) =>
  readNewestMail(
    email,
    emailChangeSubjects[step],
    (text) =>
      new RegExp(`https?://[^/\\s]+(/confirm-email\\?${step}=[\\w-]+)`).exec(text)?.[1] ?? '',
  );

/** The newest mail to `email` whose subject matches: its From header, text and HTML. */
export async function readMail(email: string, subject: RegExp) {
  let eml = '';
  await readNewestMail(email, subject, (_, raw) => {
    eml = raw;
    return 'found';
  });
  return {
    from: /^From: (.*)$/im.exec(eml)?.[1] ?? '',
    text: plainText(eml),
    html: plainText(eml, 'html'),
  };
}

/** The collection code ('K7M-Q3P') of the newest "ready to collect" mail to `email`. */
export const readCollectionCode = (email: string) =>
  readNewestMail(
    email,
    /is ready to collect$/,
    (text) => /^\s*([A-Z0-9]{3}-[A-Z0-9]{3})\s*$/m.exec(text)?.[1] ?? '',
  );

/** The subject of the newest mail to `email` whose subject matches. */
export const readMailSubject = (email: string, subject: RegExp) =>
  readNewestMail(email, subject, () => 'found');

/** An administrator made through the documented REST route, with the e2e server's secret key. */
export async function createAdminByApi(request: APIRequestContext, name = 'Shop Admin') {
  const response = await request.post('/api/auth/create-admin', {
    data: {
      name,
      email: uniqueEmail('admin'),
      password: 'secret-pass-1',
      secretKey: E2E_ADMIN_SECRET_KEY,
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as SignInAnswer;
}
