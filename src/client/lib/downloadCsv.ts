import { session } from '../state/session';

/** Why an export failed, in words for the page. */
export class ExportError extends Error {}

const filenameOf = (disposition: string | null, what: string) =>
  /filename="?([^";]+)"?/i.exec(disposition ?? '')?.[1] ?? `${what}.csv`;

/**
 * Downloads a CSV export (GET /api/orders/export, /api/products/export). An <a href> cannot send
 * the token, so the file is fetched with it, read as it streams in (`onProgress` hears how many
 * lines so far) and handed to the browser as a download from an object URL.
 */
export function downloadCsv(
  what: 'orders' | 'products',
  params: URLSearchParams,
  onProgress: (lines: number) => void,
) {
  return downloadCsvFrom(`/api/${what}/export?${params.toString()}`, what, onProgress);
}

/** The same for any admin CSV route (`/api/orders/click-and-drop.csv`). */
export async function downloadCsvFrom(
  url: string,
  what: string,
  onProgress: (lines: number) => void,
) {
  const token = session.get()?.token;
  const response = await fetch(url, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  }).catch(() => {
    throw new ExportError(`Failed to export ${what}. Please check your connection and try again.`);
  });
  if (response.status === 401) {
    // The same rule as the tRPC calls: a rejected token ends the session.
    session.logout();
    throw new ExportError('Your session has ended. Please log in again.');
  }
  if (!response.ok || !response.body) {
    const { message } = (await response.json().catch(() => ({}))) as { message?: string };
    throw new ExportError(message ?? `Failed to export ${what}. Please try again.`);
  }

  const chunks: BlobPart[] = [];
  const reader = response.body.getReader();
  let lines = 0;
  for (;;) {
    const { done, value } = await reader.read().catch(() => {
      throw new ExportError('The export was interrupted. Please try again.');
    });
    if (done) break;
    chunks.push(value);
    for (const byte of value) if (byte === 10) lines++;
    // The first line is the header.
    onProgress(Math.max(0, lines - 1));
  }

  const file = URL.createObjectURL(new Blob(chunks, { type: 'text/csv' }));
  const link = document.createElement('a');
  link.href = file;
  link.download = filenameOf(response.headers.get('Content-Disposition'), what);
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by the next task; the URL only holds memory after that.
  setTimeout(() => URL.revokeObjectURL(file), 0);
}
