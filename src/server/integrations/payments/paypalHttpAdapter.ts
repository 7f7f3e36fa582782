/**
 * The PayPal SDK has no base-URL option; it always calls api-m(.sandbox).paypal.com through axios.
 * For a local fake we hand its axios instance this adapter, which sends the same request with
 * fetch to `apiBaseUrl` instead. Using fetch keeps axios (only the SDK's dependency) out of our
 * imports.
 */

export const PAYPAL_API_ORIGINS = {
  sandbox: 'https://api-m.sandbox.paypal.com',
  live: 'https://api-m.paypal.com',
} as const;

/** The part of axios's request config that the SDK's HTTP client fills in. */
interface SdkHttpRequest {
  url?: string;
  method?: string;
  /** An AxiosHeaders object: its own enumerable properties are the headers. */
  headers?: object;
  data?: unknown;
  auth?: { username: string; password: string };
  timeout?: number;
}

/** The axios response shape; the SDK asks for text and parses it itself. */
interface SdkHttpResponse {
  data: string;
  status: number;
  statusText: string;
  headers: Record<string, string>;
  config: SdkHttpRequest;
  request: null;
}

const KNOWN_ORIGINS: readonly string[] = Object.values(PAYPAL_API_ORIGINS);

export function rewritingFetchAdapter(apiBaseUrl: string) {
  const base = apiBaseUrl.replace(/\/+$/, '');
  return async function sendWithFetch(config: SdkHttpRequest): Promise<SdkHttpResponse> {
    const target = new URL(config.url ?? '');
    const url = KNOWN_ORIGINS.includes(target.origin)
      ? `${base}${target.pathname}${target.search}`
      : target.href;
    if (config.data !== undefined && typeof config.data !== 'string') {
      throw new Error('The PayPal fetch adapter sends only text bodies');
    }
    const response = await fetch(url, {
      method: (config.method ?? 'GET').toUpperCase(),
      headers: requestHeaders(config),
      body: config.data,
      signal: config.timeout ? AbortSignal.timeout(config.timeout) : undefined,
    });
    return {
      data: await response.text(),
      status: response.status,
      statusText: response.statusText,
      headers: Object.fromEntries(response.headers.entries()),
      config,
      request: null,
    };
  };
}

function requestHeaders(config: SdkHttpRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(config.headers ?? {})) {
    // fetch computes the length of the body it sends; a copied one could disagree.
    if (name.toLowerCase() === 'content-length') continue;
    if (typeof value === 'string' || typeof value === 'number') headers.set(name, String(value));
  }
  if (config.auth) {
    const { username, password } = config.auth;
    headers.set(
      'authorization',
      `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`,
    );
  }
  return headers;
}
