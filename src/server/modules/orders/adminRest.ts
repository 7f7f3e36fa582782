import { once } from 'node:events';
import { Router, type Request } from 'express';
import { z } from '../../../shared/zod';
import {
  adminNotesInput,
  adminOrderListInput,
  cancelOrderInput,
  confirmOptionsInput,
  orderExportInput,
  recordPaymentInput,
  trackingInput,
  updateOrderStatusInput,
} from '../../../shared/admin';
import { idSchema } from '../../../shared/catalog';
import { collectionCodeInput } from '../../../shared/collection';
import { londonDay } from '../../../shared/londonTime';
import { adminRoutes } from '../../http/adminRoutes';
import { csvBodyReader, csvImportQuery } from '../../http/csvBody';
import { parseBody, parseParams, parseQuery } from '../../http/rest';
import { findOrdersForAdmin, orderSummariesForExport } from './adminOrders';
import { findCollections, handOverCollection } from './collection';
import { clickAndDropCsv } from './clickAndDrop';
import { csvHeader, csvLines } from './orderCsv';
import {
  cancelOrder,
  confirmOptions,
  recordPayment,
  saveAdminNotes,
  saveTracking,
  updateOrderStatus,
} from './orderActions';
import { importTracking, MAX_TRACKING_IMPORT_BYTES } from './trackingImport';

const byId = z.object({ id: idSchema });
const byLine = byId.extend({ itemId: idSchema });

const targetId = (req: Request) => parseParams(byId, req).id;
const readCsvBody = csvBodyReader(MAX_TRACKING_IMPORT_BYTES);

/** Spec §7 Orders, the administrator's side: every route answers 401 to guests, 403 to customers. */
export function adminOrdersRest(): Router {
  const api = Router();
  const admin = adminRoutes(api);

  admin.get('/orders', async (req, res) => {
    res.json(await findOrdersForAdmin(req.context.db, parseQuery(adminOrderListInput, req)));
  });

  /** The filtered orders as CSV for the shop's bookkeeping, streamed a batch at a time. */
  admin.get('/orders/export', async (req, res) => {
    const filters = parseQuery(orderExportInput, req);
    const range =
      filters.from || filters.to
        ? `${filters.from ?? 'start'}-to-${filters.to ?? londonDay(new Date())}`
        : londonDay(new Date());
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="orders-${range}.csv"`);
    // Each batch goes to the browser as it is written: the compression middleware would hold the
    // bytes until its window filled (with Brotli, until the end), so it leaves this answer alone.
    res.setHeader('Cache-Control', 'no-store, no-transform');
    // The byte-order mark makes spreadsheet programs read the file as UTF-8 (£, accents).
    res.write(`\uFEFF${csvHeader()}`);
    try {
      for await (const batch of orderSummariesForExport(req.context.db, filters)) {
        if (!res.write(csvLines(batch))) await once(res, 'drain');
      }
      res.end();
    } catch (err) {
      // The headers are gone: cut the download short so it cannot pass for a complete file.
      req.log.error({ err }, 'order export failed');
      res.destroy(err instanceof Error ? err : undefined);
    }
  });

  /**
   * A carrier's CSV of tracking numbers (decision 051): `?dryRun=true` (the default) says what each
   * row would do; false ships the orders, all or (with any error) none.
   */
  admin.post('/orders/tracking-import', async (req, res) => {
    const { dryRun } = parseQuery(csvImportQuery, req);
    const answer = await importTracking(
      req.context,
      await readCsvBody(req, res),
      dryRun === 'true',
    );
    if (dryRun === 'false' && !answer.applied) {
      const message = `Nothing was imported: ${answer.summary.error} of the file's rows have errors.`;
      res.status(400).json({ message, ...answer });
    } else res.json(answer);
  });

  /** Click & collect: what waits in the shop, oldest first, and what was collected today. */
  admin.get('/orders/collections', async (req, res) => {
    res.json(await findCollections(req.context.db));
  });

  /** The hand-over: `{ code }` as the customer shows it; a wrong one is 400, guesses are limited. */
  admin.put('/orders/:id/collected', async (req, res) => {
    const id = targetId(req);
    const { code } = parseBody(collectionCodeInput, req);
    res.json(await handOverCollection(req.context, id, code));
  });

  /** The paid orders to send by post, as Royal Mail Click & Drop imports them. */
  admin.get('/orders/click-and-drop.csv', async (req, res) => {
    const file = await clickAndDropCsv(req.context.db);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader(
      'Content-Disposition',
      `attachment; filename="click-and-drop-${londonDay(new Date())}.csv"`,
    );
    res.setHeader('Cache-Control', 'no-store');
    res.send(`\uFEFF${file}`);
  });

  admin.put('/orders/status/:id', async (req, res) => {
    const id = targetId(req);
    res.json(await updateOrderStatus(req.context, id, parseBody(updateOrderStatusInput, req)));
  });

  admin.put('/orders/:id/tracking', async (req, res) => {
    const id = targetId(req);
    res.json(await saveTracking(req.context, id, parseBody(trackingInput, req)));
  });

  /** The options a spec §7 order left to confirm, as the customer chose them when asked. */
  admin.put('/orders/:id/items/:itemId/variation', async (req, res) => {
    const { id, itemId } = parseParams(byLine, req);
    res.json(await confirmOptions(req.context, id, itemId, parseBody(confirmOptionsInput, req)));
  });

  admin.put('/orders/:id/notes', async (req, res) => {
    const id = targetId(req);
    const { adminNotes } = parseBody(adminNotesInput, req);
    res.json(await saveAdminNotes(req.context, id, adminNotes));
  });

  admin.put('/orders/:id/cancel', async (req, res) => {
    const id = targetId(req);
    res.json(await cancelOrder(req.context, id, parseBody(cancelOrderInput, req)));
  });

  /** A payment taken outside the site; customers get 403, so no client marks its own order paid. */
  admin.put('/orders/:id/payment', async (req, res) => {
    const id = targetId(req);
    res.json(await recordPayment(req.context, id, parseBody(recordPaymentInput, req)));
  });

  return api;
}
