/**
 * Digits with at most one decimal point, and an optional minus: how a number is written in a
 * query string or a form field ('20', '19.99', '-1'). Not '', 'true', '0x10', '1e3' or 'Infinity',
 * which `Number()` would read as numbers. Plain code, so the first visit's scripts can use it
 * without zod.
 */
const NUMBER_TEXT = /^-?(\d+\.?\d*|\.\d+)$/;

/** The number `text` writes (surrounding spaces allowed), or NaN when it writes none. */
export const numberFromText = (text: string) =>
  NUMBER_TEXT.test(text.trim()) ? Number(text.trim()) : NaN;
