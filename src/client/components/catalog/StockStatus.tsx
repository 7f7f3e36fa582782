/** Few enough to hurry the shopper: below this the count itself is shown. */
const LOW_STOCK = 5;

export function StockStatus({ count }: { count: number }) {
  const [tone, text] =
    count < 1
      ? ['bg-sale', 'Out of stock']
      : count <= LOW_STOCK
        ? ['bg-amber-500', `Only ${count} left`]
        : ['bg-emerald-600', 'In stock'];
  return (
    <p className="flex items-center gap-2 text-sm text-ink">
      <span className={`size-2 rounded-full ${tone}`} aria-hidden />
      {text}
    </p>
  );
}

/** A made-to-order option: it never sells out, and says when it leaves the workshop. */
export function MadeToOrder({ days }: { days: number }) {
  return (
    <p className="flex items-center gap-2 text-sm text-ink">
      <span className="size-2 rounded-full bg-emerald-600" aria-hidden />
      Made to order: dispatched within {days} {days === 1 ? 'day' : 'days'}
    </p>
  );
}
