import { existsSync, readdirSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import express, { Router, type RequestHandler } from 'express';
import { isPagePath } from '../../shared/pagePaths';

export const clientDistDir = path.resolve('dist/client');

/**
 * The built React app: hashed assets cached for a year; every other path gets index.html, with
 * 404 when no page has that address (the app then shows its not-found page).
 */
export function serveBuiltClient(distDir = clientDistDir): Router {
  const indexHtml = path.join(distDir, 'index.html');
  if (!existsSync(indexHtml)) {
    throw new Error(`The client is not built (${indexHtml} is missing): run "npm run build".`);
  }
  const client = Router();
  client.use('/assets', precompressedAssets(path.join(distDir, 'assets')));
  client.use(
    '/assets',
    express.static(path.join(distDir, 'assets'), { ...assetCaching, fallthrough: false }),
  );
  client.use(express.static(distDir, { index: false, maxAge: '1h' }));
  client.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.status(isPagePath(req.path) ? 200 : 404).sendFile(indexHtml);
  });
  return client;
}

const assetCaching = { maxAge: '1y', immutable: true } as const;

/**
 * The Brotli or gzip copy of a hashed asset that the build wrote beside it
 * (scripts/precompress-client.ts), when the browser accepts one: compressed once, at the highest
 * setting, instead of on every request.
 */
function precompressedAssets(assetsDir: string): RequestHandler {
  const copies = new Set(existsSync(assetsDir) ? readdirSync(assetsDir) : []);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const name = req.path.slice(1);
    const encoding = req.acceptsEncodings('br', 'gzip');
    const suffix = encoding === 'br' ? '.br' : encoding === 'gzip' ? '.gz' : null;
    if (!suffix || name.includes('/') || !copies.has(name + suffix)) return next();
    res.setHeader('Content-Encoding', encoding as string);
    res.setHeader('Vary', 'Accept-Encoding');
    res.type(path.extname(name));
    res.sendFile(path.join(assetsDir, name + suffix), assetCaching, (err) => err && next(err));
  };
}

/** Development: Vite's middleware, its hot-reload socket sharing our HTTP server (no extra port). */
export async function viteDevMiddleware(httpServer: Server): Promise<RequestHandler> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    server: { middlewareMode: true, hmr: { server: httpServer } },
    appType: 'spa',
  });
  return vite.middlewares as RequestHandler;
}
