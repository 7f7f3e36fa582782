import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Request, RequestHandler, Response } from 'express';
import type { CachedResponse, CatalogueCache } from '../modules/catalog/catalogueCache';

export type ReadScope = 'everyone' | 'caller' | null;

export interface CachedReadsOptions {
  cache: CatalogueCache;
  /** Which GETs take part: 'everyone' may be answered from the cache, 'caller' only revalidated. */
  scopeOf: (req: Request) => ReadScope;
}

/**
 * Browsers and CDNs may keep a catalogue answer briefly and serve it while they revalidate; a
 * signed-in caller's copy is theirs alone and checked every time (an ETag makes that a 304).
 */
const PUBLIC_CACHE_CONTROL = 'public, max-age=10, stale-while-revalidate=60';
const PRIVATE_CACHE_CONTROL = 'private, no-cache';

const encoders: Record<string, (body: Buffer) => Buffer> = {
  br: (body) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (body) => gzipSync(body),
};

function chooseEncoding(req: Request): 'br' | 'gzip' | 'identity' {
  if (!req.headers['accept-encoding']) return 'identity';
  const accepted = req.acceptsEncodings('br', 'gzip');
  return accepted === 'br' || accepted === 'gzip' ? accepted : 'identity';
}

const matchesEtag = (ifNoneMatch: string | undefined, etag: string) =>
  ifNoneMatch !== undefined &&
  ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag.slice(2));

/** Sends a cached (or just captured) answer: 304 when the client has it, else the right encoding. */
function sendAnswer(
  req: Request,
  res: Response,
  answer: CachedResponse,
  ifNoneMatch: string | undefined,
  end: (body?: Buffer) => void,
) {
  res.setHeader('ETag', answer.etag);
  res.setHeader('Vary', 'Accept-Encoding, Authorization');
  res.setHeader(
    'Cache-Control',
    req.headers.authorization ? PRIVATE_CACHE_CONTROL : PUBLIC_CACHE_CONTROL,
  );
  if (matchesEtag(ifNoneMatch, answer.etag)) {
    res.statusCode = 304;
    res.removeHeader('Content-Type');
    res.removeHeader('Content-Length');
    return end();
  }
  const encoding = chooseEncoding(req);
  let body = answer.body;
  if (encoding !== 'identity') {
    body = answer.encoded.get(encoding) ?? encoders[encoding]!(answer.body);
    answer.encoded.set(encoding, body);
    res.setHeader('Content-Encoding', encoding);
  }
  res.statusCode = 200;
  res.setHeader('Content-Type', answer.contentType);
  res.setHeader('Content-Length', body.length);
  end(req.method === 'HEAD' ? undefined : body);
}

/**
 * Answers a repeated catalogue read from memory, before compression or any route runs. Placed
 * early: the cheapest path in the server.
 */
export function serveCachedReads({ cache, scopeOf }: CachedReadsOptions): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' || scopeOf(req) !== 'everyone') return next();
    const answer = cache.response(req.originalUrl);
    if (!answer) return next();
    sendAnswer(req, res, answer, req.headers['if-none-match'], (body) => res.end(body));
  };
}

/**
 * A catalogue read the cache could not answer: lets the route run, holds back what it writes,
 * then sends it with an ETag (304 when the client has it already), cache headers and the
 * compression asked for, and keeps it for the next reader unless the catalogue changed meanwhile.
 */
export function captureCatalogueReads({ cache, scopeOf }: CachedReadsOptions): RequestHandler {
  return (req, res, next) => {
    const scope = req.method === 'GET' ? scopeOf(req) : null;
    if (!scope) return next();
    const version = cache.version();
    // The route must not answer 304 on its own: the ETag is set here, from the final body.
    const ifNoneMatch = req.headers['if-none-match'];
    delete req.headers['if-none-match'];

    const chunks: Buffer[] = [];
    const write = res.write.bind(res);
    const end = res.end.bind(res);
    const hold = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
      chunks.push(
        Buffer.isBuffer(chunk)
          ? chunk
          : Buffer.from(chunk as string, (encoding as BufferEncoding | undefined) ?? 'utf8'),
      );
    };
    res.write = ((chunk: unknown, encoding?: unknown) => {
      hold(chunk, encoding);
      return true;
    }) as Response['write'];
    res.end = ((chunk?: unknown, encoding?: unknown) => {
      hold(chunk, encoding);
      res.write = write;
      res.end = end;
      const body = Buffer.concat(chunks);
      if (res.statusCode !== 200) return end(body);
      const answer: CachedResponse = {
        body,
        etag: `W/"${createHash('sha1').update(body).digest('base64url')}"`,
        contentType: String(res.getHeader('Content-Type') ?? 'application/json'),
        encoded: new Map(),
      };
      if (scope === 'everyone') cache.storeResponse(req.originalUrl, version, answer);
      sendAnswer(req, res, answer, ifNoneMatch, (sent) => end(sent));
      return res;
    }) as Response['end'];
    next();
  };
}
