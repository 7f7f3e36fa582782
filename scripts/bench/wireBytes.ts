import { get } from 'node:http';

export interface WireResponse {
  status: number;
  /** Body bytes as sent, before any decoding. */
  bytes: number;
  encoding: string;
  headers: Record<string, string | string[] | undefined>;
}

/** One GET with the given Accept-Encoding; counts the body bytes as they cross the wire. */
export function fetchWire(url: string, acceptEncoding = 'identity'): Promise<WireResponse> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          bytes,
          encoding: String(res.headers['content-encoding'] ?? 'identity'),
          headers: res.headers,
        }),
      );
      res.on('error', reject);
    }).on('error', reject);
  });
}

/** The body of a GET, decoded and whole. */
export async function fetchBody(url: string): Promise<Buffer> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}
