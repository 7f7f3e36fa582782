import compression from 'compression';
import express from 'express';
import type { Logger } from 'pino';
import { demoPicturesDir } from './demo/pictures';
import type { ClientHandler } from './http/client';
import { attachRequestContext } from './http/resolveContext';
import { requestLog } from './http/requestLog';
import { metricsEndpoint } from './metrics/metricsEndpoint';
import { routeNamed } from './metrics/requestMetrics';
import { securityHeaders } from './http/securityHeaders';
import { restErrorHandler } from './http/rest';
import { servePictureFolder } from './integrations/images/localImageStore';
import { authRest } from './modules/auth';
import { adminCatalogRest, catalogRest } from './modules/catalog';
import { deliveryRest } from './modules/delivery';
import { marketingRest } from './modules/marketing';
import { adminOrdersRest, ordersRest } from './modules/orders';
import { returnsRest } from './modules/returns';
import { reviewsRest } from './modules/reviews';
import { shopRest } from './modules/shop';
import { policiesRest } from './modules/policies';
import { uploadsRest } from './modules/uploads';
import { wishlistRest } from './modules/wishlist';
import { stockAlertsRest } from './modules/stockAlerts';
import { paymentsRest } from './workflows/checkout/rest';
import { privacyRest } from './workflows/privacy/rest';
import { remindersRest } from './workflows/reminders/rest';
import { adminReturnsRest } from './workflows/returns/rest';
import { cancellationRest } from './workflows/cancellation/rest';
import { shopInfoRest } from './workflows/shopInformation/rest';
import type { Services } from './services';
import { MAX_BODY_BYTES, trpcHandler } from './trpc/handler';

export interface AppOptions {
  services: Services;
  logger: Logger;
  /** Express's `trust proxy` (config TRUST_PROXY): off unless a known proxy sets X-Forwarded-For. */
  trustProxy?: boolean | number | string;
  /** The React app: the built bundle, or Vite's middleware in development. */
  client?: ClientHandler;
  /** Vite's dev server injects inline scripts, so the strict policy is for built pages only. */
  strictContentSecurityPolicy?: boolean;
  /** True once the process is shutting down: connections are not kept (readiness: http/health.ts). */
  isStopping?: () => boolean;
  /** METRICS_TOKEN: `/metrics` answers Prometheus with this bearer token; unset, there is none. */
  metricsToken?: string;
}

/**
 * Only what the pages use: our own origin, PayPal, the image hosts and the map embed. PayPal's
 * Pay Later messages fetch their offer from paypal.com, draw in a frame of it, and take scripts,
 * pictures and the "learn more" window's parts from paypalobjects.com.
 */
const contentSecurityPolicy = (pictureOrigin: string | undefined) => ({
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: [
      "'self'",
      'https://www.paypal.com',
      'https://www.sandbox.paypal.com',
      'https://www.paypalobjects.com',
    ],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: [
      "'self'",
      'data:',
      'blob:',
      'https://res.cloudinary.com',
      'https://*.paypalobjects.com',
      'https://www.paypal.com',
      'https://www.sandbox.paypal.com',
      ...(pictureOrigin ? [pictureOrigin] : []),
    ],
    // google.com: once the shopper asks for the map (decision 057), it first asks whether its
    // service answers (useMapServiceReachable).
    connectSrc: [
      "'self'",
      'https://www.paypal.com',
      'https://www.sandbox.paypal.com',
      'https://www.paypalobjects.com',
      'https://www.google.com',
    ],
    frameSrc: [
      'https://www.google.com',
      'https://maps.google.com',
      'https://www.paypal.com',
      'https://www.sandbox.paypal.com',
      'https://www.paypalobjects.com',
    ],
    fontSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
    upgradeInsecureRequests: null,
  },
});

/** Below this, the answer to a write goes as it is (see `worthCompressing`). */
const SMALL_WRITE_ANSWER_BYTES = 8 * 1024;

/**
 * `compression`'s own rule, except for a small answer to a write (placing an order, paying,
 * saving a form): each one is sent once, a few KB that fit a couple of packets either way, and a
 * zlib stream for it was 3-7% of a paid order's CPU (decision 038). Reads are compressed as before.
 */
function worthCompressing(req: express.Request, res: express.Response): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    const length = Number(res.getHeader('Content-Length'));
    if (length > 0 && length < SMALL_WRITE_ANSWER_BYTES) return false;
  }
  return compression.filter(req, res);
}

export function createApp(options: AppOptions) {
  const { services, logger } = options;
  const app = express();
  app.disable('x-powered-by');
  // Catalogue reads get their ETag from the response cache; nothing else needs one (and the
  // hash of every body is not free).
  app.set('etag', false);
  app.set('trust proxy', options.trustProxy ?? false);

  app.use(
    securityHeaders({
      contentSecurityPolicy:
        options.strictContentSecurityPolicy === false
          ? false
          : contentSecurityPolicy(services.images.publicOrigin),
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use(requestLog(logger, services.metrics.httpRequests));
  // While shutting down, every answer closes its connection so clients move to another instance.
  app.use((_req, res, next) => {
    if (options.isStopping?.()) res.setHeader('Connection', 'close');
    next();
  });
  // API answers are personal unless they say otherwise: browsers and proxies keep none of them.
  // Public reads replace this with their own caching (http/publicReads.ts).
  app.use(['/api', '/trpc'], (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  // The catalogue's REST reads come first: they are most of the traffic, and a public read is
  // answered from memory, compressed once and kept (http/publicReads.ts), so it needs neither the
  // compression below nor the body parsing and other routers of /api (decision 016). Their errors
  // are answered in the same mount, where the metrics still see the route's full template.
  app.use('/api', attachRequestContext(services), catalogRest(), restErrorHandler);
  // JSON, HTML and anything else worth it. The built client's assets are precompressed and left
  // alone.
  app.use(compression({ filter: worthCompressing }));

  // For Prometheus, with its token; no such address unless METRICS_TOKEN is set.
  if (options.metricsToken) {
    app.get(
      '/metrics',
      metricsEndpoint(services, {
        token: options.metricsToken,
        isStopping: () => options.isStopping?.() ?? false,
      }),
    );
  }

  app.use('/trpc', trpcHandler(services));

  const api = express.Router();
  // PayPal signs the exact bytes it sends: the webhook keeps its raw body for verification.
  api.use('/paypal/webhook', express.raw({ type: 'application/json', limit: MAX_BODY_BYTES }));
  api.use(express.json({ limit: MAX_BODY_BYTES }));
  api.use(attachRequestContext(services));
  api.use(authRest());
  api.use(privacyRest());
  api.use(adminCatalogRest());
  api.use(deliveryRest());
  api.use(marketingRest());
  api.use(remindersRest());
  api.use(ordersRest());
  api.use(adminOrdersRest());
  api.use(returnsRest());
  api.use(adminReturnsRest());
  api.use(cancellationRest());
  api.use(paymentsRest());
  api.use(reviewsRest());
  api.use(shopRest());
  api.use(policiesRest());
  api.use(shopInfoRest());
  api.use(wishlistRest());
  api.use(stockAlertsRest());
  api.use(uploadsRest(services.images));
  api.use((_req, res) => {
    res.status(404).json({ message: 'Not found' });
  });
  api.use(restErrorHandler);
  app.use('/api', api);

  // The demo pictures ship with the build, so every instance has them and none is copied into a
  // DATA_DIR. A name not shipped (a product renamed since its database was seeded, whose copy an
  // older seed left in DATA_DIR/uploads/demo) passes on to the image store.
  app.use(
    '/uploads/demo',
    routeNamed('/uploads/*'),
    servePictureFolder(demoPicturesDir, { fallthrough: true }),
  );
  app.use('/uploads', routeNamed('/uploads/*'), services.images.serve);

  if (options.client) app.use(options.client(services));
  app.use(restErrorHandler);
  return app;
}
