/**
 * PayPal writes amounts as decimal strings ('1250.50'); we keep whole pence. Both directions are
 * string arithmetic, so no float rounding can move a penny. Two decimals suit GBP (and every
 * currency the shop sells in); zero-decimal currencies such as JPY would need their own rule.
 */

const AMOUNT = /^(\d+)(?:\.(\d{1,2}))?$/;

export function penceFromValue(value: string): number {
  const match = AMOUNT.exec(value);
  const pence = match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : NaN;
  if (!Number.isSafeInteger(pence)) throw new Error(`Not a PayPal amount: '${value}'`);
  return pence;
}

export function valueFromPence(pence: number): string {
  if (!Number.isSafeInteger(pence) || pence < 0)
    throw new Error(`Not an amount in pence: ${pence}`);
  return `${Math.floor(pence / 100)}.${String(pence % 100).padStart(2, '0')}`;
}
