import { inArray, or, sql } from 'drizzle-orm';
import { trackingInput } from '../../../shared/admin';
import { csvText, parseCsv } from '../../../shared/csv';
import { OrderStatus } from '../../../shared/orderStatus';
import { adminOrderRef, orderIdInSearch, orderNumber } from '../../../shared/orders';
import type { z } from '../../../shared/zod';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { DomainError } from '../../errors';
import { writeTracking, type AdminContext } from './orderActions';
import { importReport } from '../../../shared/importReport';

/*
 * Tracking numbers from a carrier's CSV (decision 051): each row names an order and its parcel's
 * tracking; importing it ships each order as the admin's tracking form does.
 */

export const MAX_TRACKING_IMPORT_BYTES = 1024 * 1024;
export const MAX_TRACKING_IMPORT_ROWS = 2000;
/** The carrier of a file without a Carrier column: Click & Drop's files are Royal Mail's. */
export const DEFAULT_CARRIER = 'Royal Mail';

/**
 * The header names each column may have (any case, spaces as they come): ours, and the names
 * Royal Mail Click & Drop and spreadsheets commonly give them. Other columns are ignored, so a
 * carrier's full export can be imported as it is.
 */
export const trackingColumns = {
  order: ['order number', 'order', 'order id', 'order reference', 'reference', 'channel reference'],
  carrier: ['carrier'],
  trackingNumber: ['tracking number', 'tracking', 'tracking no', 'tracking no.', 'tracking code'],
  trackingUrl: ['tracking url', 'tracking link'],
} as const;
type Column = keyof typeof trackingColumns;

interface TrackingRow {
  line: number;
  reference: string;
  carrier: string;
  trackingNumber: string;
  trackingUrl: string;
}

type Order = typeof orders.$inferSelect;

/** Statuses whose parcel has left: new tracking there updates it, the status stays. */
const sentAlready: OrderStatus[] = [OrderStatus.Shipped, OrderStatus.Delivered];

/** What importing one row does, or why it cannot. */
export interface TrackingImportRow {
  /** The line the row starts on (the header is line 1). */
  line: number;
  /** The order as the file names it. */
  reference: string;
  /** The order found: its id and the numbers the shop shows. */
  order: { _id: string; orderNumber: string; ref: string; status: string } | null;
  carrier: string;
  trackingNumber: string;
  /** ship: becomes Order Shipped; update: shipped already, its tracking changes; unchanged: it has this tracking. */
  action: 'ship' | 'update' | 'unchanged' | 'error';
  /** 'Line 4: No order has the number "1234ABCD"'. */
  errors: string[];
}

const headerName = (cell: string) => cell.trim().replace(/\s+/g, ' ').toLowerCase();

/** The file's rows by meaning, or a refusal that says what is wrong with the file. */
function readTrackingRows(text: string): TrackingRow[] {
  const records = parseCsv(text);
  if (!records) throw new DomainError('BAD_REQUEST', 'The file has a quote that is never closed.');
  const [header, ...rows] = records;
  if (!header) throw new DomainError('BAD_REQUEST', 'The file is empty.');
  const names = header.cells.map(headerName);
  const indexOf = (column: Column) =>
    names.findIndex((name) => (trackingColumns[column] as readonly string[]).includes(name));
  const at = {
    order: indexOf('order'),
    carrier: indexOf('carrier'),
    tracking: indexOf('trackingNumber'),
    url: indexOf('trackingUrl'),
  };
  if (at.order < 0 || at.tracking < 0) {
    throw new DomainError(
      'BAD_REQUEST',
      'The file needs an "Order number" (or "Order reference") column and a "Tracking number" column.',
    );
  }
  if (rows.length === 0) throw new DomainError('BAD_REQUEST', 'The file has no rows of tracking.');
  if (rows.length > MAX_TRACKING_IMPORT_ROWS) {
    throw new DomainError(
      'BAD_REQUEST',
      `The file has ${rows.length} rows; import at most ${MAX_TRACKING_IMPORT_ROWS} at a time.`,
    );
  }
  const cell = (cells: string[], index: number) =>
    index < 0 ? '' : csvText((cells[index] ?? '').trim());
  return rows.map(({ line, cells }) => ({
    line,
    reference: cell(cells, at.order),
    carrier: at.carrier < 0 ? DEFAULT_CARRIER : cell(cells, at.carrier),
    trackingNumber: cell(cells, at.tracking),
    trackingUrl: cell(cells, at.url),
  }));
}

/**
 * How a reference names an order: its whole id (24 hex digits), the customer's order number
 * (the first 8), or the admin's '#0d79f8' (the last 6), '#' optional, any case. Null: none of them.
 */
function referenceOf(text: string): { kind: 'id' | 'number' | 'ref'; part: string } | null {
  const part = orderIdInSearch(text).toLowerCase();
  if (!/^[0-9a-f]+$/.test(part)) return null;
  if (part.length === 24) return { kind: 'id', part };
  if (part.length === 8) return { kind: 'number', part };
  if (part.length === 6) return { kind: 'ref', part };
  return null;
}

/** The orders the references may name, locked (in id order) when `lock`. */
async function ordersNamed(db: Db, rows: TrackingRow[], lock: boolean): Promise<Order[]> {
  const refs = rows.map((row) => referenceOf(row.reference)).filter((r) => r !== null);
  const of = (kind: string) => [...new Set(refs.filter((r) => r.kind === kind).map((r) => r.part))];
  const [ids, numbers, adminRefs] = [of('id'), of('number'), of('ref')];
  if (ids.length + numbers.length + adminRefs.length === 0) return [];
  const query = db
    .select()
    .from(orders)
    .where(
      or(
        ids.length ? inArray(orders.id, ids) : undefined,
        numbers.length ? inArray(sql`left(${orders.id}, 8)`, numbers) : undefined,
        adminRefs.length ? inArray(sql`right(${orders.id}, 6)`, adminRefs) : undefined,
      ),
    )
    .orderBy(orders.id);
  return lock ? query.for('update') : query;
}

interface PlannedRow {
  result: TrackingImportRow;
  order: Order | null;
  tracking: z.output<typeof trackingInput> | null;
}

async function planImport(db: Db, text: string, lock: boolean): Promise<PlannedRow[]> {
  const rows = readTrackingRows(text);
  const found = await ordersNamed(db, rows, lock);
  const firstLineOf = new Map<string, number>();
  return rows.map((row) => {
    const problems: string[] = [];
    const reference = referenceOf(row.reference);
    const matches = !reference
      ? []
      : found.filter((o) =>
          reference.kind === 'id'
            ? o.id === reference.part
            : reference.kind === 'number'
              ? o.id.startsWith(reference.part)
              : o.id.endsWith(reference.part),
        );
    if (!row.reference) problems.push('The order number is missing');
    else if (!reference) {
      problems.push(
        `"${row.reference}" is not an order number: write the order number (8 characters), the admin's #ref (6) or the order id`,
      );
    } else if (matches.length === 0) problems.push(`No order has the number "${row.reference}"`);
    else if (matches.length > 1) {
      problems.push(`"${row.reference}" matches ${matches.length} orders: write the order id`);
    }
    const order = matches.length === 1 ? matches[0]! : null;
    const parsed = trackingInput.safeParse({
      carrier: row.carrier,
      trackingNumber: row.trackingNumber,
      trackingUrl: row.trackingUrl,
    });
    problems.push(...(parsed.error?.issues.map((issue) => issue.message) ?? []));
    if (order?.status === OrderStatus.Cancelled) {
      problems.push(`Order ${orderNumber(order.id)} is cancelled: it cannot be shipped`);
    }
    if (order) {
      const earlier = firstLineOf.get(order.id);
      if (earlier !== undefined) problems.push(`The order of line ${earlier} is here again`);
      else firstLineOf.set(order.id, row.line);
    }
    const tracking = parsed.success ? parsed.data : null;
    const action =
      problems.length > 0 || !order || !tracking
        ? 'error'
        : order.trackingCarrier === tracking.carrier &&
            order.trackingNumber === tracking.trackingNumber
          ? 'unchanged'
          : sentAlready.includes(order.status)
            ? 'update'
            : 'ship';
    return {
      result: {
        line: row.line,
        reference: row.reference,
        order: order && {
          _id: order.id,
          orderNumber: orderNumber(order.id),
          ref: adminOrderRef(order.id),
          status: order.status,
        },
        carrier: row.carrier,
        trackingNumber: row.trackingNumber,
        action,
        errors: problems.map((message) => `Line ${row.line}: ${message}`),
      },
      order,
      tracking,
    };
  });
}

const report = (plan: PlannedRow[], dryRun: boolean) =>
  importReport(
    plan.map((p) => p.result),
    ['ship', 'update', 'unchanged'] as const,
    dryRun,
  );
export type TrackingImportReport = ReturnType<typeof report>;

/**
 * Imports a tracking CSV: a dry run reports what each row would do; otherwise the file is read
 * and checked again on the locked orders in one transaction and applied all or (with any error)
 * none. Each order to ship or update gets its tracking, one history entry and its mail, as the
 * admin's tracking form gives them; an order that already has that tracking is left alone.
 */
export async function importTracking(ctx: AdminContext, text: string, dryRun: boolean) {
  if (dryRun) return report(await planImport(ctx.db, text, false), true);
  return ctx.db.transaction(async (tx) => {
    const plan = await planImport(tx, text, true);
    const answer = report(plan, false);
    if (!answer.applied) return answer;
    for (const { result, order, tracking } of plan) {
      if (order && tracking && (result.action === 'ship' || result.action === 'update')) {
        await writeTracking(ctx, tx, order, tracking);
      }
    }
    return answer;
  });
}
