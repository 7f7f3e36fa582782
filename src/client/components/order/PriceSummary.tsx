import { formatGBP } from '../../../shared/money';
import { EXPORT_VAT_NOTE, vatLabel } from '../../../shared/vat';

/** An order's VAT as placed: absent when the shop was not VAT-registered then. */
export interface OrderVat {
  number: string;
  rate: number;
  total: number;
  /** Sent outside the UK, priced without UK VAT (decision 060). */
  zeroRatedExport: boolean;
}

/** What a code or automatic offer takes off: the lines' part and the delivery's (issue 30). */
export interface SummaryDiscount {
  /** The code, or the automatic offer's name. */
  label: string;
  items: number;
  delivery: number;
}

/** An order's discount as the summary shows it (null: none). */
export const orderSummaryDiscount = (
  discount: { code: string | null; name: string; items: number; delivery: number } | null,
): SummaryDiscount | null =>
  discount && {
    label: discount.code ?? discount.name,
    items: discount.items,
    delivery: discount.delivery,
  };

/**
 * Subtotal, Discount, Shipping and Total. Shipping reads 'Free' while it costs nothing (spec §9), else its
 * price and the method (decision 048); `shipping` null: not known yet. `testId` names the figures
 * for the browser tests ('cart' → 'cart-total').
 */
export function PriceSummary({
  subtotal,
  total,
  testId,
  vat,
  shipping = 0,
  shippingMethod,
  giftWrap = null,
  discount,
}: {
  discount?: SummaryDiscount | null;
  subtotal: number;
  total: number;
  testId: string;
  vat?: OrderVat | null;
  shipping?: number | null;
  shippingMethod?: string | null;
  /** "This is a gift" (decision 056): the wrap's price; null when not a gift. */
  giftWrap?: number | null;
}) {
  return (
    <dl className="divide-y divide-ink/10 text-sm">
      <div className="flex justify-between py-3">
        <dt className="text-stone">Subtotal</dt>
        <dd className="font-medium tabular-nums" data-testid={`${testId}-subtotal`}>
          {formatGBP(subtotal)}
        </dd>
      </div>
      {discount && discount.items > 0 && (
        <div className="flex justify-between gap-4 py-3">
          <dt className="text-stone">
            Discount
            <span className="block text-xs">{discount.label}</span>
          </dt>
          <dd
            className="font-medium text-emerald-700 tabular-nums"
            data-testid={`${testId}-discount`}
          >
            −{formatGBP(discount.items)}
          </dd>
        </div>
      )}
      <div className="flex justify-between gap-4 py-3">
        <dt className="text-stone">
          Shipping
          {shippingMethod && <span className="block text-xs">{shippingMethod}</span>}
          {discount && discount.delivery > 0 && (
            <span className="block text-xs" data-testid={`${testId}-free-delivery`}>
              Free with {discount.label} (saves {formatGBP(discount.delivery)})
            </span>
          )}
        </dt>
        <dd
          className={`font-medium tabular-nums ${shipping === 0 ? 'text-emerald-700' : ''}`}
          data-testid={`${testId}-shipping`}
        >
          {shipping === null ? '…' : shipping === 0 ? 'Free' : formatGBP(shipping)}
        </dd>
      </div>
      {giftWrap !== null && (
        <div className="flex justify-between gap-4 py-3">
          <dt className="text-stone">Gift wrap</dt>
          <dd
            className={`font-medium tabular-nums ${giftWrap === 0 ? 'text-emerald-700' : ''}`}
            data-testid={`${testId}-gift-wrap`}
          >
            {giftWrap === 0 ? 'Free' : formatGBP(giftWrap)}
          </dd>
        </div>
      )}
      <div className="flex items-baseline justify-between py-4">
        <dt className="font-medium">Total</dt>
        <dd className="text-xl font-semibold tabular-nums" data-testid={`${testId}-total`}>
          {formatGBP(total)}
        </dd>
      </div>
      {vat && (
        // Rows straight under the list (dt and dd in each), one block to the eye.
        <>
          <div className="flex justify-between gap-4 border-b-0 pt-3 pb-1 text-stone">
            <dt>{vatLabel(vat)}</dt>
            <dd className="tabular-nums" data-testid={`${testId}-vat`}>
              {formatGBP(vat.total)}
            </dd>
          </div>
          <div
            className={`flex justify-between gap-4 text-xs text-stone ${vat.zeroRatedExport ? 'border-b-0 pb-1' : 'pb-3'}`}
          >
            <dt>VAT number</dt>
            <dd data-testid={`${testId}-vat-number`}>{vat.number}</dd>
          </div>
          {vat.zeroRatedExport && (
            <div className="pb-3 text-xs text-stone">
              <dt className="sr-only">Export</dt>
              <dd data-testid={`${testId}-export-note`}>{EXPORT_VAT_NOTE}</dd>
            </div>
          )}
        </>
      )}
    </dl>
  );
}

/** An order's figures as placed: its lines, its delivery, its gift wrap and their VAT. */
export function OrderPriceSummary({
  order,
  testId,
}: {
  order: {
    itemsPrice: number;
    shippingPrice: number;
    totalPrice: number;
    vat: OrderVat | null;
    delivery: { name: string } | null;
    isGift: boolean;
    giftWrapPrice: number;
    discount: { code: string | null; name: string; items: number; delivery: number } | null;
  };
  testId: string;
}) {
  return (
    <PriceSummary
      subtotal={order.itemsPrice}
      total={order.totalPrice}
      vat={order.vat}
      shipping={order.shippingPrice}
      shippingMethod={order.delivery?.name}
      giftWrap={order.isGift ? order.giftWrapPrice : null}
      discount={orderSummaryDiscount(order.discount)}
      testId={testId}
    />
  );
}
