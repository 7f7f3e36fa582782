import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import busboy from 'busboy';
import { detectImageFormat, extensionOf } from '../../src/server/integrations/images/imageFormat';

/**
 * A local stand-in for Cloudinary's upload API (`POST /v1_1/<cloud>/image/upload` and
 * `/image/destroy`), speaking the multipart requests and JSON answers of the real one so the
 * official SDK can talk to it. It checks each request's signature as Cloudinary does and records
 * what it received. Point a store at it with `cloudinaryUrl`.
 */

export interface FakeCloudinaryAccount {
  cloudName: string;
  apiKey: string;
  apiSecret: string;
}

export interface ReceivedUpload {
  /** Every text field the SDK sent (public_id, timestamp, signature, api_key, upload_preset…). */
  fields: Record<string, string>;
  file: Buffer;
  fileName: string | undefined;
}

export interface ReceivedDestroy {
  fields: Record<string, string>;
}

export interface FakeCloudinaryBehaviour {
  /** The next N calls answer 500 with Cloudinary's error shape, storing nothing. */
  failNext: number;
}

const DEFAULT_ACCOUNT: FakeCloudinaryAccount = {
  cloudName: 'fake-cloud',
  apiKey: '123456789012345',
  apiSecret: 'fake-api-secret',
};

/** Fields Cloudinary leaves out of the string it signs. */
const UNSIGNED_FIELDS = new Set(['file', 'api_key', 'signature', 'resource_type', 'cloud_name']);

/** Cloudinary's signature (version 2): sorted `key=value` pairs, `&` escaped, plus the secret. */
export function cloudinarySignature(fields: Record<string, string>, apiSecret: string): string {
  const toSign = Object.entries(fields)
    .filter(([key, value]) => !UNSIGNED_FIELDS.has(key) && value !== '')
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, value]) => `${key}=${value}`.replace(/&/g, '%26'))
    .join('&');
  return createHash('sha1')
    .update(toSign + apiSecret)
    .digest('hex');
}

export async function startFakeCloudinary(account: Partial<FakeCloudinaryAccount> = {}) {
  const { cloudName, apiKey, apiSecret } = { ...DEFAULT_ACCOUNT, ...account };
  const uploads: ReceivedUpload[] = [];
  const destroys: ReceivedDestroy[] = [];
  /** public_id → bytes of what is "on Cloudinary" now. */
  const stored = new Map<string, Buffer>();
  const behaviour: FakeCloudinaryBehaviour = { failNext: 0 };

  const answer = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const refuse = (res: ServerResponse, status: number, message: string) =>
    answer(res, status, { error: { message } });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const route = /^\/v1_1\/([^/]+)\/image\/(upload|destroy)$/.exec(req.url ?? '');
    if (req.method !== 'POST' || !route) return refuse(res, 404, 'Not found');
    if (route[1] !== cloudName) return refuse(res, 401, `Invalid cloud_name ${route[1]}`);

    const { fields, file, fileName } = await readMultipart(req);
    if (behaviour.failNext > 0) {
      behaviour.failNext--;
      return refuse(res, 500, 'General Error');
    }
    if (fields.api_key !== apiKey) return refuse(res, 401, 'Unknown API key');
    if (!fields.timestamp) return refuse(res, 400, 'Missing required parameter - timestamp');
    if (fields.signature !== cloudinarySignature(fields, apiSecret))
      return refuse(res, 401, 'Invalid Signature');

    if (route[2] === 'destroy') {
      destroys.push({ fields });
      const publicId = fields.public_id ?? '';
      return answer(res, 200, { result: stored.delete(publicId) ? 'ok' : 'not found' });
    }

    if (!file) return refuse(res, 400, 'Missing required parameter - file');
    uploads.push({ fields, file, fileName });
    const format = detectImageFormat(file);
    if (!format) return refuse(res, 400, 'Invalid image file');
    const publicId = fields.public_id ?? randomBytes(10).toString('hex');
    if (fields.overwrite === '0' && stored.has(publicId))
      return answer(res, 200, { public_id: publicId, existing: true });
    stored.set(publicId, file);
    const version = Math.floor(Date.now() / 1000);
    const path = `${cloudName}/image/upload/v${version}/${publicId}.${extensionOf(format)}`;
    answer(res, 200, {
      asset_id: randomBytes(16).toString('hex'),
      public_id: publicId,
      version,
      signature: randomBytes(20).toString('hex'),
      format: extensionOf(format),
      resource_type: 'image',
      type: 'upload',
      bytes: file.length,
      created_at: new Date().toISOString(),
      url: `http://res.cloudinary.com/${path}`,
      secure_url: `https://res.cloudinary.com/${path}`,
    });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => refuse(res, 400, 'Malformed request'));
  });
  server.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    cloudName,
    /** What CLOUDINARY_URL would say for this stand-in. */
    cloudinaryUrl: `cloudinary://${apiKey}:${apiSecret}@${cloudName}?upload_prefix=${origin}`,
    uploads,
    destroys,
    stored,
    behaviour,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

export type FakeCloudinary = Awaited<ReturnType<typeof startFakeCloudinary>>;

function readMultipart(req: IncomingMessage) {
  return new Promise<{ fields: Record<string, string>; file?: Buffer; fileName?: string }>(
    (resolve, reject) => {
      const fields: Record<string, string> = {};
      let file: Buffer | undefined;
      let fileName: string | undefined;
      const parser = busboy({ headers: req.headers });
      parser.on('field', (name, value) => {
        fields[name] = value;
      });
      parser.on('file', (_name, stream, info) => {
        const chunks: Buffer[] = [];
        fileName = info.filename;
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          file = Buffer.concat(chunks);
        });
      });
      parser.on('error', reject);
      parser.on('close', () => resolve({ fields, file, fileName }));
      req.pipe(parser);
    },
  );
}
