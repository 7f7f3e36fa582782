/** A JSON client for REST and tRPC calls over HTTP, as a script or browser would make them. */

export interface JsonResponse<T> {
  status: number;
  body: T;
  headers: Headers;
}

export interface CallOptions {
  token?: string;
  headers?: Record<string, string>;
}

/** Every body the server answered, so a test can scan them all (e.g. for leaked secrets). */
export const answeredBodies: unknown[] = [];

export async function callJson<T = Record<string, unknown>>(
  baseUrl: string,
  method: string,
  path: string,
  body?: unknown,
  options: CallOptions = {},
): Promise<JsonResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const parsed = (text ? JSON.parse(text) : null) as T;
  answeredBodies.push(parsed);
  return { status: response.status, body: parsed, headers: response.headers };
}

/** `rest(url).post('/api/auth/login', {...})` and friends. */
export function restClient(baseUrl: string) {
  const call =
    (method: string) =>
    <T = Record<string, unknown>>(path: string, body?: unknown, options?: CallOptions) =>
      callJson<T>(baseUrl, method, path, body, options);
  return { get: call('GET'), post: call('POST'), put: call('PUT'), delete: call('DELETE') };
}

interface TrpcError {
  error: { message: string; code: number; data: { code: string; zodError: unknown } };
}

/** A tRPC procedure over HTTP, unbatched: queries as GET with `?input=`, mutations as POST. */
export function trpcClient(baseUrl: string) {
  return {
    query: <T>(path: string, input?: unknown, options?: CallOptions) =>
      callJson<{ result: { data: T } } & Partial<TrpcError>>(
        baseUrl,
        'GET',
        `/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`,
        undefined,
        options,
      ),
    mutation: <T>(path: string, input?: unknown, options?: CallOptions) =>
      callJson<{ result: { data: T } } & Partial<TrpcError>>(
        baseUrl,
        'POST',
        `/trpc/${path}`,
        input ?? {},
        options,
      ),
  };
}

const secretKeys =
  /^(password|passwordHash|password_hash|codeHash|code_hash|tokenHash|token_hash)$/i;
/** A reset code under its own name; tRPC's error `code` (a number or 'UNAUTHORIZED') is not one. */
const codeKeys = /^(otp|code)$/i;

/**
 * Values no answer may ever carry: a password, hash or reset code under its own name (validation
 * messages about a `password` field are lists of sentences, not values), or any argon2 hash.
 */
export function findSecrets(value: unknown, path = '$'): string[] {
  if (typeof value === 'string') return /\$argon2/.test(value) ? [path] : [];
  if (Array.isArray(value)) return value.flatMap((v, i) => findSecrets(v, `${path}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, v]) => [
      ...((secretKeys.test(key) && !Array.isArray(v)) ||
      (codeKeys.test(key) && /^\d{6}$/.test(String(v)))
        ? [`${path}.${key}`]
        : []),
      ...findSecrets(v, `${path}.${key}`),
    ]);
  }
  return [];
}
