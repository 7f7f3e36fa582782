import {
  quoteDeliveries,
  type DeliveryDestination,
  type DeliveryQuote,
} from '../../../shared/delivery';
import { estimatedArrival } from '../../../shared/deliveryDates';
import type { deliveryOptionsInput } from '../../../shared/deliveryInput';
import { toPence, toPounds } from '../../../shared/money';
import type { z } from '../../../shared/zod';
import type { Db } from '../../db/client';
import { DomainError } from '../../errors';
import { addDays, londonDay } from '../../../shared/londonTime';
import { assertShopShipsTo, closedDays, type ShopInfoCache } from '../shop';
import { workingCalendar } from './calendar';

/** The shop's closed days are read this far ahead: further than any estimate reaches. */
const CLOSURES_AHEAD_DAYS = 120;
import { methodRules } from './methods';

/** A quote with the day it should arrive (or be ready to collect), as an order placed `now` would get. */
export interface DatedQuote extends DeliveryQuote {
  estimatedDate: string | null;
}

async function datedQuotes(db: Db, to: DeliveryDestination, now: Date, makingDays: number) {
  const methods = await methodRules(db);
  // One after another: `db` may be the order's transaction, one query at a time.
  const today = londonDay(now);
  const calendar = workingCalendar(
    await closedDays(db, today, addDays(today, CLOSURES_AHEAD_DAYS)),
  );
  const byId = new Map(methods.map((m) => [m.id, m]));
  const quotes = quoteDeliveries(methods, to).map((q): DatedQuote => ({
    ...q,
    estimatedDate: estimatedArrival(now, byId.get(q.methodId)!, calendar, makingDays),
  }));
  return { quotes, configured: methods.length > 0 };
}

/**
 * The choices the product page, cart and checkout show for lines worth `subtotal` going to
 * `country` (and `postcode`), dated after `makingDays` (tRPC and REST ask with the same input).
 */
export async function deliveryOptions(
  { db, catalogue }: { db: Db; catalogue: ShopInfoCache },
  input: z.output<typeof deliveryOptionsInput>,
  now = new Date(),
) {
  await assertShopShipsTo({ catalogue }, db, input.country);
  const to = {
    country: input.country,
    postcode: input.postcode,
    valuePence: toPence(input.subtotal),
  };
  const { quotes, configured } = await datedQuotes(db, to, now, input.makingDays ?? 0);
  return {
    /** False until the owner sets a method up: delivery is then free, as spec §9 has it. */
    configured,
    options: quotes.map((q) => ({
      method: q.methodId,
      name: q.name,
      service: q.service,
      kind: q.kind,
      price: toPounds(q.pricePence),
      surcharge: toPounds(q.surchargePence),
      surchargeArea: q.surchargeArea,
      cover: q.coverPence === null ? null : toPounds(q.coverPence),
      estimatedDate: q.estimatedDate,
    })),
  };
}
export type DeliveryOptions = Awaited<ReturnType<typeof deliveryOptions>>;

/**
 * How a placed order travels: the method the shopper chose if it may carry this order, else (a
 * spec §7 client chooses none) the first the owner offers. Null while no method is set up, when
 * delivery is free and takes spec §9's five days. Read in the order's transaction.
 */
export async function chooseDelivery(
  tx: Db,
  to: DeliveryDestination,
  methodId: string | undefined,
  makingDays: number,
  now = new Date(),
): Promise<DatedQuote | null> {
  const { quotes, configured } = await datedQuotes(tx, to, now, makingDays);
  if (!configured) return null;
  const chosen = methodId ? quotes.find((q) => q.methodId === methodId) : quotes[0];
  if (chosen) return chosen;
  if (methodId) {
    throw new DomainError(
      'BAD_REQUEST',
      'The delivery method you chose cannot carry this order. Please choose another.',
    );
  }
  throw new DomainError(
    'CONFLICT',
    `We cannot deliver this order to ${to.country}. Please choose collection in store or contact us.`,
  );
}
