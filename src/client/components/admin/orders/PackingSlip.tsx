import { formatLongDay } from '../../../../shared/londonTime';
import { orderNumber } from '../../../../shared/orders';
import { useShopInfo } from '../../layout/useShopInfo';
import { AddressBlock } from '../../order/AddressBlock';
import { ChosenVariation } from '../../product/ChosenVariation';
import type { AdminOrder } from './useOrderActions';

/**
 * The packing slip (decision 051), on paper only, one page: the delivery address first and large,
 * where a DL window envelope shows it; the order number and what is in the parcel, quantities and
 * chosen options, with no price anywhere (the parcel may be a gift); the shop and how to return
 * at the foot.
 */
export function PackingSlip({ order }: { order: AdminOrder }) {
  const { info } = useShopInfo();
  const units = order.orderItems.reduce((sum, item) => sum + item.qty, 0);
  return (
    <article
      data-testid="packing-slip"
      aria-label="Packing slip"
      className="hidden min-h-[260mm] flex-col text-ink print:flex"
    >
      {/* A DL window sits about 20 mm from the left and 50 mm from the top of A4 folded in three. */}
      <div className="mt-[28mm] ml-[8mm] w-[95mm] text-xl leading-snug">
        <AddressBlock address={order.shippingAddress} />
      </div>
      <header className="mt-[30mm] flex items-end justify-between border-b border-ink/40 pb-2">
        <h1 className="text-2xl">Packing slip</h1>
        <p className="text-right text-sm">
          Order <strong>#{orderNumber(order._id)}</strong>
          <br />
          Placed {formatLongDay(order.createdAt)}
        </p>
      </header>
      <table className="mt-4 w-full text-left text-sm">
        <thead>
          <tr className="border-b border-ink/20">
            <th scope="col" className="w-16 py-2">
              Qty
            </th>
            <th scope="col" className="py-2">
              Item
            </th>
          </tr>
        </thead>
        <tbody>
          {order.orderItems.map((item) => (
            <tr key={item._id} className="border-b border-ink/10 align-top">
              <td className="py-2 tabular-nums">{item.qty}</td>
              <td className="py-2">
                <p className="font-medium">{item.name}</p>
                <ChosenVariation
                  variation={item.variation}
                  toConfirm={item.optionsToConfirm}
                  engraving={item.engraving}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-sm text-stone">
        {units} item{units === 1 ? '' : 's'} in this parcel.
      </p>
      {order.isGift && (
        <section className="mt-6 border border-ink/30 p-4" data-testid="packing-slip-gift">
          <h2 className="text-sm font-medium">Gift wrapped</h2>
          {order.giftMessage && (
            <p className="mt-2 font-display text-lg whitespace-pre-line italic">
              {order.giftMessage}
            </p>
          )}
        </section>
      )}
      <footer className="mt-auto border-t border-ink/40 pt-3 text-xs leading-relaxed">
        <p className="font-display text-lg">{info.shopName}</p>
        {info.formattedAddress && <p>{info.formattedAddress}</p>}
        <p>
          Returns: within {info.returnWindowDays} days of delivery, from your order&apos;s page in
          your account
          {info.email ? ` or by writing to ${info.email}` : ''}. Please quote order #
          {orderNumber(order._id)}.
        </p>
      </footer>
    </article>
  );
}
