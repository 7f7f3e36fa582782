import { session } from '../../state/session';

/** Why an import could not be checked or applied at all, in words for the page. */
export class ImportError extends Error {}

/**
 * Sends a CSV file to an import route (`/api/products/import`, `/api/orders/tracking-import`;
 * files go over REST: tRPC bodies are small): a dry run answers what each row would do; otherwise
 * it applies all or nothing and answers the same report, `applied` false when errors stopped it.
 */
export async function sendCsvImport<Report extends { rows: unknown[] }>(
  path: string,
  text: string,
  dryRun: boolean,
  fallback: string,
): Promise<Report> {
  const token = session.get()?.token;
  const response = await fetch(`${path}?dryRun=${dryRun}`, {
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
  const body = (await response.json().catch(() => ({}))) as Partial<Report> & {
    message?: string;
  };
  if (body.rows) return body as Report;
  throw new ImportError(response.status < 500 ? (body.message ?? fallback) : fallback);
}
