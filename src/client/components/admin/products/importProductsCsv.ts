import type { ImportReport } from '../../../../server/modules/catalog';
import { session } from '../../../state/session';

export type { ImportReport };
export type ImportRowResult = ImportReport['rows'][number];

/** Why an import could not be checked or applied at all, in words for the page. */
export class ImportError extends Error {}

/**
 * Sends a product CSV to POST /api/products/import (files go over REST: tRPC bodies are small):
 * a dry run answers what each product's rows would do; otherwise it applies all or nothing and
 * answers the same report, `applied` false when errors stopped it.
 */
export async function importProductsCsv(text: string, dryRun: boolean): Promise<ImportReport> {
  const token = session.get()?.token;
  const response = await fetch(`/api/products/import?dryRun=${dryRun}`, {
    method: 'POST',
    headers: { 'Content-Type': 'text/csv', ...(token && { Authorization: `Bearer ${token}` }) },
    body: text,
  }).catch(() => {
    throw new ImportError('Failed to send the file. Please check your connection and try again.');
  });
  if (response.status === 401) {
    session.logout();
    throw new ImportError('Your session has ended. Please log in again.');
  }
  const body = (await response.json().catch(() => ({}))) as Partial<ImportReport> & {
    message?: string;
  };
  if (body.rows) return body as ImportReport;
  const fallback = 'Failed to import products. Please try again.';
  throw new ImportError(response.status < 500 ? (body.message ?? fallback) : fallback);
}
