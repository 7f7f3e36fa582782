import type { Logger } from 'pino';
import type { ShopMetrics } from '../metrics/shopMetrics';
import { lowStockRound } from '../modules/catalog';
import { expireUnpaidOrders } from '../modules/orders';
import { reconcileUnsettledPayments } from '../workflows/checkout/reconcile';
import type { Services } from '../services';

/**
 * Work no request waits for: sending queued mail every couple of seconds, and every minute
 * expiring unpaid orders and settling payments whose outcome is unknown, and the owner's daily
 * low-stock mail once its hour has come. Each job is safe to run on several instances at once
 * (claims, SKIP LOCKED, an advisory lock, a claimed day). Returns a stop function that waits for
 * rounds in progress.
 */
export function startBackgroundJobs(
  services: Services,
  log: Logger,
  intervals: { mailMs?: number; roundMs?: number } = {},
) {
  const ctx = { ...services, log };
  const round = { log, metrics: services.metrics };
  const lowStock = lowStockRound(services);
  const stops = [
    repeat(intervals.mailMs ?? 2_000, round, 'mail', () => services.mailer.drain()),
    repeat(intervals.roundMs ?? 60_000, round, 'orders and payments', async () => {
      const expired = await expireUnpaidOrders(services.db);
      if (expired) log.info({ expired }, 'unpaid orders expired');
      await reconcileUnsettledPayments(ctx);
    }),
    repeat(intervals.roundMs ?? 60_000, round, 'low stock', async () => {
      const sent = await lowStock();
      if (sent) log.info(sent, 'low-stock round of the day');
    }),
  ];
  return async function stop() {
    await Promise.all(stops.map((stopJob) => stopJob()));
  };
}

/**
 * Runs `work` every `everyMs`, never two rounds at once; a failed round waits for the next. Each
 * round is timed and each failure counted in the metrics, under the job's name.
 */
function repeat(
  everyMs: number,
  { log, metrics }: { log: Logger; metrics: ShopMetrics },
  name: string,
  work: () => Promise<void>,
) {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    const endRound = metrics.backgroundRounds.startTimer({ job: name });
    running = work()
      .catch((err: unknown) => {
        metrics.backgroundFailures.inc({ job: name });
        log.warn({ err, job: name }, 'background round failed');
      })
      .finally(() => {
        endRound();
        running = null;
      });
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
