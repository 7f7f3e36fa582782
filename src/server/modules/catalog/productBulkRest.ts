import { once } from 'node:events';
import { adminProductListInput } from '../../../shared/admin';
import { bulkUpdateInput } from '../../../shared/bulkProducts';
import { londonDay } from '../../../shared/londonTime';
import type { adminRoutes } from '../../http/adminRoutes';
import { parseBody, parseQuery } from '../../http/rest';
import { csvBodyReader, csvImportQuery } from '../../http/csvBody';
import { mostOptionsOfAnyProduct, productsForExport } from './adminProducts';
import { bulkUpdateProducts } from './bulkUpdate';
import { csvHeader, MAX_IMPORT_BYTES, productCsvLines } from './productCsv';
import { importProducts } from './productImport';

const exportFilters = adminProductListInput.pick({ search: true, parent: true, category: true });

const readCsvBody = csvBodyReader(MAX_IMPORT_BYTES);

/** The admin's bulk work on products (decision 046): CSV export and import, and bulk changes. */
export function productBulkRoutes(admin: ReturnType<typeof adminRoutes>) {
  /** Every product of the list's filters, with its options, streamed a batch at a time. */
  admin.get('/products/export', async (req, res) => {
    const filters = parseQuery(exportFilters, req);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader(
      'Content-Disposition',
      `attachment; filename="products-${londonDay(new Date())}.csv"`,
    );
    res.setHeader('Cache-Control', 'no-store, no-transform');
    try {
      // The header names every option column, before any product is read.
      const optionCount = await mostOptionsOfAnyProduct(req.context.db);
      // The byte-order mark makes spreadsheet programs read the file as UTF-8 (£, accents).
      res.write(`\uFEFF${csvHeader(optionCount)}`);
      for await (const batch of productsForExport(req.context.db, filters)) {
        const lines = batch.map((p) => productCsvLines(p, optionCount)).join('');
        if (!res.write(lines)) await once(res, 'drain');
      }
      res.end();
    } catch (err) {
      req.log.error({ err }, 'product export failed');
      res.destroy(err instanceof Error ? err : undefined);
    }
  });

  /** A product CSV: `?dryRun=true` (the default) says what it would do; false applies it all or none. */
  admin.post('/products/import', async (req, res) => {
    const { dryRun } = parseQuery(csvImportQuery, req);
    const text = await readCsvBody(req, res);
    const answer = await importProducts(
      req.context.db,
      text,
      dryRun === 'true',
      req.context.user?.id ?? null,
    );
    if (dryRun === 'false' && !answer.applied) {
      const message = `Nothing was imported: ${answer.summary.error} of the file's products have errors.`;
      res.status(400).json({ message, ...answer });
    } else res.json(answer);
  });

  admin.post('/products/bulk', async (req, res) => {
    const answer = await bulkUpdateProducts(
      req.context.db,
      parseBody(bulkUpdateInput, req),
      req.context.user?.id ?? null,
    );
    if (!answer.dryRun && !answer.applied) {
      const message = `Nothing was changed: ${answer.problems} of the products cannot take this change.`;
      res.status(400).json({ message, ...answer });
    } else res.json(answer);
  });
}
