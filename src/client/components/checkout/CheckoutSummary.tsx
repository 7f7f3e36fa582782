import type { ReactNode } from 'react';
import { OrderItemsList, type ItemLine } from '../order/OrderItemsList';
import { PriceSummary, type OrderVat, type SummaryDiscount } from '../order/PriceSummary';
import { Panel } from '../ui/Panel';

/** The checkout's order summary: lines, subtotal, shipping and total, then the step's own parts. */
export function CheckoutSummary({
  items,
  subtotal,
  total,
  shipping,
  shippingMethod,
  giftWrap = null,
  discount,
  vat = null,
  children,
}: {
  /** A zero-rated export's "VAT 0% (export)" (decision 060); null otherwise. */
  vat?: OrderVat | null;
  discount?: SummaryDiscount | null;
  items: ItemLine[];
  subtotal: number;
  total: number;
  shipping: number | null;
  shippingMethod?: string | null;
  giftWrap?: number | null;
  children: ReactNode;
}) {
  return (
    <Panel title="Your Order" className="lg:sticky lg:top-28">
      <OrderItemsList items={items} />
      <div className="mt-4 border-t border-ink/10">
        <PriceSummary
          subtotal={subtotal}
          total={total}
          shipping={shipping}
          shippingMethod={shippingMethod}
          giftWrap={giftWrap}
          discount={discount}
          vat={vat}
          testId="checkout"
        />
      </div>
      {children}
    </Panel>
  );
}
