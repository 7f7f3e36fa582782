/** The admin's data tables' cells and column headings: one look for the orders and the stock history. */
export const adminCell = 'px-2.5 py-3 first:pl-4 last:pr-4 sm:px-4 sm:first:pl-5 sm:last:pr-5';
export const adminHeadCell = `${adminCell} text-xs font-medium tracking-[0.12em] text-stone uppercase whitespace-nowrap`;
