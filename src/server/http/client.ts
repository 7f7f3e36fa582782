import { existsSync, readFileSync, readdirSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import express, { Router, type RequestHandler } from 'express';
import { matchPage } from '../../client/ssr';
import { nameRoute, routeNamed } from '../metrics/requestMetrics';
import { pageHtml } from '../pages/pageHtml';
import { pageScriptLister } from '../pages/pageScripts';
import { sitemapRoutes } from '../pages/sitemap';
import { storefrontHtml } from '../pages/storefrontHtml';
import type { Services } from '../services';

export const clientDistDir = path.resolve('dist/client');

/** The React app's handler, made once the services exist (the pages read the catalogue). */
export type ClientHandler = (services: Services) => RequestHandler;

/**
 * The built React app: hashed assets cached for a year; every other path gets index.html, with
 * 404 when no route of the app's (src/client/routes.tsx) has that address (the app then shows its
 * not-found page). The pages the routes mark as rendered come with their head tags, data and
 * HTML (docs/decisions/008, 010 and 031).
 */
export function serveBuiltClient(distDir = clientDistDir): ClientHandler {
  const indexHtml = path.join(distDir, 'index.html');
  if (!existsSync(indexHtml)) {
    throw new Error(`The client is not built (${indexHtml} is missing): run "npm run build".`);
  }
  const template = readFileSync(indexHtml, 'utf8');
  const scriptsOf = pageScriptLister(distDir);
  return (services) => {
    const client = Router();
    client.use(
      '/assets',
      routeNamed('/assets/*'),
      precompressedAssets(path.join(distDir, 'assets')),
    );
    client.use(
      '/assets',
      express.static(path.join(distDir, 'assets'), { ...assetCaching, fallthrough: false }),
    );
    client.use(sitemapRoutes(services, path.join(distDir, 'robots.txt')));
    client.use(express.static(distDir, { index: false, maxAge: '1h' }));
    client.use(async (req, res, next) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      res.setHeader('Cache-Control', 'no-cache');
      const match = matchPage(req.path);
      if (!match) {
        res
          .status(404)
          .type('html')
          .send(pageHtml(template, { scripts: scriptsOf(req.path) }));
        return;
      }
      nameRoute(res, match.pattern);
      const { rendered } = match;
      const page = rendered
        ? await storefrontHtml(services, req, { ...match, rendered }).catch((err: unknown) => {
            // The page's script asks again and shows its own error state (the database is away).
            req.log.warn({ err }, 'page data unavailable');
            return null;
          })
        : null;
      const html = pageHtml(template, {
        head: page?.head,
        state: page?.state,
        body: page?.body,
        scripts: scriptsOf(req.path),
      });
      res
        .status(page?.status ?? 200)
        .type('html')
        .send(html);
    });
    return client;
  };
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
    res.sendFile(path.join(assetsDir, name + suffix), assetCaching, (err) => {
      // A page left before its scripts arrived is not a server error.
      if (err && (err as NodeJS.ErrnoException).code !== 'ECONNABORTED') next(err);
    });
  };
}

/** Development: Vite's middleware, its hot-reload socket sharing our HTTP server (no extra port). */
export async function viteDevMiddleware(httpServer: Server): Promise<ClientHandler> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    server: { middlewareMode: true, hmr: { server: httpServer } },
    appType: 'spa',
  });
  return () => vite.middlewares as RequestHandler;
}
