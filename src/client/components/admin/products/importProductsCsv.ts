import type { ImportReport } from '../../../../server/modules/catalog';
import { sendCsvImport } from '../sendCsvImport';

export type { ImportReport };
export type ImportRowResult = ImportReport['rows'][number];
export { ImportError } from '../sendCsvImport';

/** A product CSV to POST /api/products/import (decision 046). */
export const importProductsCsv = (text: string, dryRun: boolean) =>
  sendCsvImport<ImportReport>(
    '/api/products/import',
    text,
    dryRun,
    'Failed to import products. Please try again.',
  );
