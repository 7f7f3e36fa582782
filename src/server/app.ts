import path from 'node:path';
import { createExpressMiddleware } from '@trpc/server/adapters/express';
import express, { type RequestHandler } from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import type { Logger } from 'pino';
import { sql } from 'drizzle-orm';
import type { Db } from './db/client';
import { restErrorHandler } from './http/rest';
import { catalogRest } from './modules/catalog/rest';
import { shopRest } from './modules/shop/rest';
import { contextFactory } from './trpc/context';
import { appRouter } from './trpc/router';

export interface AppOptions {
  db: Db;
  logger: Logger;
  dataDir: string;
  /** The React app: the built bundle, or Vite's middleware in development. */
  client?: RequestHandler;
  /** Vite's dev server injects inline scripts, so the strict policy is for built pages only. */
  strictContentSecurityPolicy?: boolean;
}

/** Only what the pages use: our own origin, PayPal, the image host and the map embed. */
const contentSecurityPolicy = {
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", 'https://www.paypal.com', 'https://www.sandbox.paypal.com'],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: [
      "'self'",
      'data:',
      'blob:',
      'https://res.cloudinary.com',
      'https://*.paypalobjects.com',
    ],
    connectSrc: ["'self'", 'https://www.paypal.com', 'https://www.sandbox.paypal.com'],
    frameSrc: [
      'https://www.google.com',
      'https://maps.google.com',
      'https://www.paypal.com',
      'https://www.sandbox.paypal.com',
    ],
    fontSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
    upgradeInsecureRequests: null,
  },
};

export function createApp(options: AppOptions) {
  const { db, logger } = options;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');

  app.use(
    helmet({
      contentSecurityPolicy:
        options.strictContentSecurityPolicy === false ? false : contentSecurityPolicy,
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use(
    pinoHttp({
      logger,
      autoLogging: { ignore: (req) => req.url === '/healthz' },
      // Method, path and status only: headers carry tokens and cookies, which are never logged.
      serializers: {
        req: (req: { id: unknown; method: string; url: string }) => ({
          id: req.id,
          method: req.method,
          url: req.url,
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (req, res) => {
    try {
      await db.execute(sql`select 1`);
      res.json({ status: 'ready' });
    } catch (err) {
      req.log.warn({ err }, 'database not ready');
      res.status(503).json({ status: 'unavailable' });
    }
  });

  app.use(
    '/trpc',
    createExpressMiddleware({
      router: appRouter,
      createContext: contextFactory({ db }),
      onError({ error, path, req }) {
        if (error.code === 'INTERNAL_SERVER_ERROR')
          req.log.error({ err: error, path }, 'trpc error');
      },
    }),
  );

  const api = express.Router();
  api.use(express.json({ limit: '100kb' }));
  api.use(catalogRest(db));
  api.use(shopRest(db));
  api.use((_req, res) => {
    res.status(404).json({ message: 'Not found' });
  });
  api.use(restErrorHandler);
  app.use('/api', api);

  app.use(
    '/uploads',
    express.static(path.join(options.dataDir, 'uploads'), { maxAge: '7d', fallthrough: false }),
  );

  if (options.client) app.use(options.client);
  app.use(restErrorHandler);
  return app;
}
