import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Request, RequestHandler, Response } from 'express';
import { noting, type CatalogueCache } from '../modules/catalog';

/**
 * Public reads: catalogue answers that are the same for every caller. A route says it is one
 * (`publicRead` for REST, `.meta({ cache: 'public' })` for tRPC, see trpc/publicProcedures.ts); its
 * handler makes the answer once, which is kept as sent (bytes, ETag, compressed copies) in the
 * catalogue cache until the catalogue changes, and served from there to everyone else.
 */

type Encoding = 'br' | 'gzip';

/** A public read's answer as sent: its bytes, ETag, type, and compressed copies made on demand. */
export interface PublicAnswer {
  body: Buffer;
  etag: string;
  contentType: string;
  encoded: Map<Encoding, Buffer>;
}

/** What a handler made: sent as it is, and kept only when it is a 200. */
export interface MadeAnswer {
  status: number;
  contentType: string;
  body: Buffer;
}

/**
 * Browsers and CDNs may keep a public answer briefly and serve it while they revalidate; a
 * signed-in caller's copy is theirs alone and checked every time (the ETag makes that a 304).
 */
const PUBLIC_CACHE_CONTROL = 'public, max-age=10, stale-while-revalidate=60';
const PRIVATE_CACHE_CONTROL = 'private, no-cache';

const encoders: Record<Encoding, (body: Buffer) => Buffer> = {
  br: (body) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (body) => gzipSync(body),
};

function chooseEncoding(req: Request): Encoding | null {
  if (!req.headers['accept-encoding']) return null;
  const accepted = req.acceptsEncodings('br', 'gzip');
  return accepted === 'br' || accepted === 'gzip' ? accepted : null;
}

const clientHas = (req: Request, etag: string) =>
  req.headers['if-none-match']
    ?.split(',')
    .some((tag) => tag.trim().replace(/^W\//, '') === etag.slice(2)) ?? false;

/** Sends an answer: 304 when the client has it, else in the encoding asked for (kept too). */
function send(
  req: Request,
  res: Response,
  answer: PublicAnswer,
  { shared, cacheControl = PUBLIC_CACHE_CONTROL }: { shared: boolean; cacheControl?: string },
) {
  res.setHeader('ETag', answer.etag);
  res.setHeader('Vary', 'Accept-Encoding, Authorization');
  const everyones = shared && !req.headers.authorization;
  res.setHeader('Cache-Control', everyones ? cacheControl : PRIVATE_CACHE_CONTROL);
  if (clientHas(req, answer.etag)) {
    res.status(304).end();
    return;
  }
  const encoding = chooseEncoding(req);
  let body = answer.body;
  if (encoding) {
    body = answer.encoded.get(encoding) ?? encoders[encoding](answer.body);
    answer.encoded.set(encoding, body);
    // Set before anything is written, so the compression middleware leaves the body alone.
    res.setHeader('Content-Encoding', encoding);
  }
  res.status(200);
  res.setHeader('Content-Type', answer.contentType);
  res.setHeader('Content-Length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * Answers a public read from the catalogue cache, or with what `make` makes, kept for the next
 * caller unless the catalogue changed meanwhile. `shared` false: the answer is this caller's own
 * (an administrator may see hidden products), made every time and never kept.
 */
export async function answerPublicRead(
  req: Request,
  res: Response,
  options: {
    cache: CatalogueCache;
    shared: boolean;
    /** What browsers and CDNs may do with everyone's copy (default: keep it 10 seconds). */
    cacheControl?: string;
  },
  make: () => Promise<MadeAnswer>,
) {
  const { cache, shared } = options;
  const key = req.originalUrl;
  let answer = shared ? cache.answers.get(key) : undefined;
  if (!answer) {
    const version = cache.version();
    // What the answer shows: a sale of one of those products forgets it.
    const { value: made, shows } = await noting(make);
    if (made.status !== 200) {
      res.status(made.status).type(made.contentType).end(made.body);
      return;
    }
    const etag = `W/"${createHash('sha1').update(made.body).digest('base64url')}"`;
    answer = { body: made.body, etag, contentType: made.contentType, encoded: new Map() };
    if (shared) cache.answers.set(key, answer, version, shows);
  }
  send(req, res, answer, options);
}

/**
 * A REST read whose answer is the value `handler` returns, sent as JSON, the same for every
 * caller for whom `sharedWith` holds (default: everyone).
 */
export function publicRead(
  handler: (req: Request) => Promise<unknown>,
  options: { sharedWith?: (req: Request) => boolean } = {},
): RequestHandler {
  return (req, res) =>
    answerPublicRead(
      req,
      res,
      { cache: req.context.catalogue, shared: options.sharedWith?.(req) ?? true },
      async () => ({
        status: 200,
        contentType: 'application/json; charset=utf-8',
        body: Buffer.from(JSON.stringify(await handler(req))),
      }),
    );
}
