import type { Logger } from 'pino';
import { expireUnpaidOrders } from '../modules/orders/expiry';
import { reconcileUnsettledPayments } from '../modules/payments/reconcile';
import type { Services } from '../services';

const ROUND_MS = 60_000;

/**
 * Work no request waits for, every minute: expiring unpaid orders and settling payments whose
 * outcome is unknown. Each job is safe to run on several instances at once. Returns a stop
 * function that waits for a round in progress.
 */
export function startBackgroundJobs(services: Services, log: Logger, everyMs = ROUND_MS) {
  const ctx = { ...services, log };
  let running: Promise<void> | null = null;
  const round = async () => {
    try {
      const expired = await expireUnpaidOrders(services.db);
      if (expired) log.info({ expired }, 'unpaid orders expired');
      await reconcileUnsettledPayments(ctx);
    } catch (err) {
      log.warn({ err }, 'background round failed; trying again next round');
    }
  };
  const timer = setInterval(() => {
    running ??= round().finally(() => (running = null));
  }, everyMs);
  timer.unref();
  return async function stop() {
    clearInterval(timer);
    await running;
  };
}
