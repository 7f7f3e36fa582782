/**
 * The orders export read back as a spreadsheet would: the byte-order mark dropped, quoted cells
 * (with their commas and doubled quotes) kept whole, each row keyed by the header's names.
 */
export function readCsv(text: string): Record<string, string>[] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const char = body[i]!;
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && body[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += char;
  }
  const [header = [], ...lines] = rows;
  return lines.map((line) => Object.fromEntries(header.map((name, i) => [name, line[i] ?? ''])));
}

/** GET /api/orders/export as the owner, read back. */
export async function exportOrders(baseUrl: string, token: string, query = '') {
  const response = await fetch(`${baseUrl}/api/orders/export${query}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return { status: response.status, rows: readCsv(await response.text()) };
}

/** The sum of a money column, in pence so no float drifts. */
export const sumPence = (rows: Record<string, string>[], column: string) =>
  rows.reduce((sum, row) => sum + Math.round(Number(row[column]) * 100), 0);
