import { adminOrderRef, orderNumber } from '../../../lib/schemas';

/**
 * "#e4d675 · AA90085C": spec §9's admin reference and, beside it, the order number the customer
 * has in their mail, so one order never goes by two numbers that cannot be matched. `stacked`
 * puts the customer's number on a line of its own on phones, where a table has no room for both.
 */
export function OrderRefs({ id, stacked = false }: { id: string; stacked?: boolean }) {
  return (
    <>
      {adminOrderRef(id)}
      <span className="font-normal text-stone">
        <span className={stacked ? 'hidden sm:inline' : undefined}> · </span>
        <span className={stacked ? 'block sm:inline' : undefined}>{orderNumber(id)}</span>
      </span>
    </>
  );
}
