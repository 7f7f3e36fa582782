import { BellRing } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { canBeOrdered, isOrderable } from '../../../shared/variants';
import type { Product } from '../../lib/trpc';
import { Spinner } from '../ui/Spinner';

// Loaded when the shopper asks: most visits to a product page never do (decision 060).
const StockAlertForm = lazy(async () => ({
  default: (await import('./StockAlertForm')).StockAlertForm,
}));

/**
 * "Email me when it's back" under a sold-out product, or one with sold-out options: a button
 * that opens the form (a separate download) to leave an address.
 */
export function BackInStock({ product }: { product: Product }) {
  const [open, setOpen] = useState(false);
  const soldOutOptions = product.variants.filter((v) => !canBeOrdered(v));
  const soldOut = !isOrderable(product);
  if (!soldOut && soldOutOptions.length === 0) return null;
  return (
    <div className="space-y-3 rounded-md border border-ink/10 bg-white/60 p-4">
      <button
        type="button"
        className="btn-outline min-h-11"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        <BellRing className="size-4" aria-hidden />
        {soldOut ? "Email me when it's back" : "Size sold out? Email me when it's back"}
      </button>
      {open && (
        <Suspense fallback={<Spinner label="Loading…" />}>
          <StockAlertForm product={product} soldOutOptions={soldOutOptions} />
        </Suspense>
      )}
    </div>
  );
}
