/** Money travels as pounds with two decimals and is stored as integer pence. */
export const toPence = (pounds: number) => Math.round(pounds * 100);
export const toPounds = (pence: number) => pence / 100;

const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** `£1,234.50`: the cart, drawer and totals. */
export const formatGBP = (pounds: number) => gbp.format(pounds);

/** `GBP 1,234.50`: product cards (spec §9). */
export const formatGBPCode = (pounds: number) =>
  `GBP ${pounds.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
