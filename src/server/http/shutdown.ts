import type { Server } from 'node:http';
import type { Logger } from 'pino';

const SHUTDOWN_LIMIT_MS = 10_000;

/**
 * On SIGTERM or SIGINT, a hand-over in two steps:
 * 1. the drain (`drainMs`): requests are still served, each answer closes its connection and
 *    `/readyz` answers 503, so a load balancer stops sending new ones here;
 * 2. then stop accepting connections, let requests in flight finish (an order being placed or a
 *    payment being captured completes), run `finish` (background work, mail, database) and exit 0.
 * Past the limit after the drain, or on a second signal, exit at once.
 */
export function exitGracefullyOnSignals(options: {
  server: Server;
  log: Logger;
  drainMs: number;
  /** Runs as soon as the signal arrives: stop starting new work. */
  onStopping: () => void;
  /** Runs once the last request has answered. */
  finish: () => Promise<void>;
}) {
  const { server, log } = options;
  let stopping = false;

  function begin(signal: string) {
    if (stopping) {
      log.warn(`${signal} received again: exiting now`);
      process.exit(1);
    }
    stopping = true;
    log.info(
      `${signal} received: not ready for ${options.drainMs / 1000} s while still serving, then finishing requests in flight`,
    );
    options.onStopping();
    setTimeout(stopAcceptingConnections, options.drainMs);
  }

  function stopAcceptingConnections() {
    log.info('drain over: no new connections; finishing requests in flight');
    setTimeout(() => {
      log.error(`requests in flight took longer than ${SHUTDOWN_LIMIT_MS / 1000} s: exiting`);
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS).unref();
    server.close(() => {
      options
        .finish()
        .then(() => process.exit(0))
        .catch((err: unknown) => {
          log.error({ err }, 'shutdown failed');
          process.exit(1);
        });
    });
    // Keep-alive connections with no request in flight would hold `close` open.
    server.closeIdleConnections();
  }

  process.on('SIGTERM', () => begin('SIGTERM'));
  process.on('SIGINT', () => begin('SIGINT'));
  return { isStopping: () => stopping };
}
