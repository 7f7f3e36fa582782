import type { RequestHandler } from 'express';
import { bearerToken } from '../http/context';
import { secretMatches } from '../secrets';
import type { Services } from '../services';
import { scrapeMetrics } from './scrapeMetrics';

/**
 * `GET /metrics` for Prometheus, only with `Authorization: Bearer <METRICS_TOKEN>`: the figures
 * say how busy the shop is and how many payments wait, which is no shopper's business. Mounted
 * only when a token is configured (app.ts).
 */
export function metricsEndpoint(
  services: Services,
  options: { token: string; isStopping: () => boolean },
): RequestHandler {
  return async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const token = bearerToken(req);
    if (!token || !secretMatches(token, options.token)) {
      res.setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
      res.status(401).json({ message: 'The metrics need the token set in METRICS_TOKEN.' });
      return;
    }
    const text = await scrapeMetrics(services, { stopping: options.isStopping(), log: req.log });
    res.type(services.metrics.registry.contentType).send(text);
  };
}
