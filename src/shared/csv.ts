/**
 * CSV as RFC 4180 writes it, for the files the owner opens in a spreadsheet (orders, products):
 * comma-separated, quoted where a cell holds a comma, quote or line break, CRLF between rows.
 */

/**
 * One CSV field. A text starting with = + - @ (or a tab or return) is prefixed with an apostrophe,
 * so a spreadsheet never runs a customer's name as a formula; a number (-5) is written as it is.
 */
export function csvField(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A cell as the owner typed it: the apostrophe `csvField` put before a formula-like text taken off. */
export const csvText = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

/** One row, ended by CRLF. */
export const csvLine = (cells: (string | number)[]) => `${cells.map(csvField).join(',')}\r\n`;

/** A parsed row and the line of the file it starts on (1 is the header). */
export interface CsvRecord {
  line: number;
  cells: string[];
}

/**
 * Reads a CSV text: a byte-order mark dropped, quoted cells kept whole (commas, doubled quotes,
 * line breaks), rows ended by CRLF, LF or CR, blank lines skipped. Each row says the line it
 * starts on, so a message can name it as a spreadsheet does. Null when a quote is never closed.
 */
export function parseCsv(text: string): CsvRecord[] | null {
  const body = text.replace(/^\uFEFF/, '');
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  const endRow = () => {
    cells.push(cell);
    if (cells.length > 1 || cells[0] !== '') records.push({ line: start, cells });
    cells = [];
    cell = '';
  };
  for (let i = 0; i < body.length; i++) {
    const char = body[i]!;
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n' || (char === '\r' && body[i + 1] !== '\n')) line++;
        cell += char;
      }
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      cells.push(cell);
      cell = '';
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && body[i + 1] === '\n') i++;
      endRow();
      line++;
      start = line;
    } else cell += char;
  }
  if (quoted) return null;
  if (cell !== '' || cells.length > 0) endRow();
  return records;
}
