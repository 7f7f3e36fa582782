import type { Logger } from 'pino';
import type { ShopMetrics } from '../metrics/shopMetrics';
import { applyScheduledSales, lowStockRound } from '../modules/catalog';
import { dispatchListRound, expireUnpaidOrders } from '../modules/orders';
import { sendBackInStockAlerts } from '../modules/stockAlerts';
import { reconcileUnsettledPayments } from '../workflows/checkout/reconcile';
import { sendCheckoutReminders } from '../workflows/reminders/checkoutReminders';
import type { Services } from '../services';

/**
 * Work no request waits for: sending queued mail every couple of seconds, every minute
 * expiring unpaid orders and settling payments whose outcome is unknown, as each minute starts
 * starting and ending scheduled sales (set to the minute, so they do so on time), and the owner's
 * daily low-stock mail and morning list of orders to send once their hours have come. Each job is safe to run on several instances at
 * once (claims, SKIP LOCKED, an advisory lock, row locks, a claimed day). Returns a stop function
 * that waits for rounds in progress.
 */
export function startBackgroundJobs(
  services: Services,
  log: Logger,
  intervals: { mailMs?: number; roundMs?: number; salesMs?: number; stockAlertsMs?: number } = {},
) {
  const ctx = { ...services, log };
  const round = { log, metrics: services.metrics };
  const lowStock = lowStockRound(services);
  const dispatchList = dispatchListRound(services);
  const stops = [
    repeat(intervals.mailMs ?? 2_000, round, 'mail', () => services.mailer.drain()),
    repeat(intervals.roundMs ?? 60_000, round, 'orders and payments', async () => {
      const expired = await expireUnpaidOrders(services.db);
      if (expired) log.info({ expired }, 'unpaid orders expired');
      await reconcileUnsettledPayments(ctx);
    }),
    repeat(intervals.salesMs ?? EACH_MINUTE, round, 'sales', async () => {
      const changed = await applyScheduledSales(services.db);
      if (changed) log.info({ changed }, 'scheduled sales started or ended');
    }),
    repeat(intervals.roundMs ?? 60_000, round, 'checkout reminders', async () => {
      const sent = await sendCheckoutReminders(services);
      if (sent) log.info({ sent }, 'abandoned checkout reminders sent');
    }),
    repeat(intervals.roundMs ?? 60_000, round, 'low stock', async () => {
      const sent = await lowStock();
      if (sent) log.info(sent, 'low-stock round of the day');
    }),
    repeat(
      intervals.stockAlertsMs ?? intervals.roundMs ?? 60_000,
      round,
      'back in stock',
      async () => {
        const sent = await sendBackInStockAlerts(services);
        if (sent) log.info({ sent }, 'back-in-stock alerts sent');
      },
    ),
    repeat(intervals.roundMs ?? 60_000, round, 'orders to send', async () => {
      const sent = await dispatchList();
      if (sent) log.info(sent, 'morning list of orders to send');
    }),
  ];
  return async function stop() {
    await Promise.all(stops.map((stopJob) => stopJob()));
  };
}

/** A job's interval that starts each round just after a minute of the clock starts. */
const EACH_MINUTE = 'each minute';

/** Calls `tick` just after each minute starts (a timer per minute, so the rounds never drift). */
function onEachMinute(tick: () => void) {
  let timer: NodeJS.Timeout;
  const next = () => {
    timer = setTimeout(
      () => {
        tick();
        next();
      },
      60_000 - (Date.now() % 60_000) + 50,
    );
    timer.unref();
  };
  next();
  return { stop: () => clearTimeout(timer) };
}

/**
 * Runs `work` every `everyMs` (or as each minute starts), never two rounds at once; a failed
 * round waits for the next. Each round is timed and each failure counted in the metrics, under
 * the job's name.
 */
function repeat(
  everyMs: number | typeof EACH_MINUTE,
  { log, metrics }: { log: Logger; metrics: ShopMetrics },
  name: string,
  work: () => Promise<void>,
) {
  let running: Promise<void> | null = null;
  const tick = () => {
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
  };
  const timer = everyMs === EACH_MINUTE ? onEachMinute(tick) : intervalOf(tick, everyMs);
  return async () => {
    timer.stop();
    await running;
  };
}

function intervalOf(tick: () => void, everyMs: number) {
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
