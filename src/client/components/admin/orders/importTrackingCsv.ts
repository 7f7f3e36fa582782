import type { TrackingImportReport } from '../../../../server/modules/orders';
import { sendCsvImport } from '../sendCsvImport';

export type { TrackingImportReport };

/** A carrier's tracking CSV to POST /api/orders/tracking-import (decision 051). */
export const importTrackingCsv = (text: string, dryRun: boolean) =>
  sendCsvImport<TrackingImportReport>(
    '/api/orders/tracking-import',
    text,
    dryRun,
    'Failed to import tracking. Please try again.',
  );
