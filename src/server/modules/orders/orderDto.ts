import { refundDueDay } from '../../../shared/cancellation';
import { toPounds } from '../../../shared/money';
import { estimatedDelivery } from '../../../shared/orders';
import { OrderStatus } from '../../../shared/orderStatus';
import { describeOffer } from '../../../shared/promotions';
import { returnReasonLabel } from '../../../shared/returns';
import { basisPointsToPercent, vatBreakdown } from '../../../shared/vat';
import { refundFigures, type OrderRefunds } from './refunds';
import type {
  AddressFields,
  orderItems,
  orderReturnItems,
  orderReturns,
  orders,
  orderStatusHistory,
  payments,
} from '../../db/schema';

export interface OrderParts {
  order: typeof orders.$inferSelect;
  user: { id: string; name: string; email: string } | null;
  items: (typeof orderItems.$inferSelect)[];
  history: (typeof orderStatusHistory.$inferSelect)[];
  /** The payment that settled the order, else the latest attempt that was not voided. */
  payment: typeof payments.$inferSelect | null;
  /** Return requests, oldest first, each with its lines. */
  returns: ReturnParts[];
  refunds: OrderRefunds;
}

export type ReturnParts = typeof orderReturns.$inferSelect & {
  items: (typeof orderReturnItems.$inferSelect)[];
};

const iso = (date: Date | null) => date?.toISOString() ?? null;

function toAddressDto(a: AddressFields) {
  return {
    firstName: a.firstName ?? '',
    lastName: a.lastName ?? '',
    address: a.address,
    city: a.city,
    state: a.state ?? '',
    postalCode: a.postalCode,
    country: a.country,
  };
}

/**
 * Spec §3's order, Mongo-shaped. `adminNotes` are the shop's private notes: only an
 * administrator's view carries them. The collection code is shown only to `viewerId` when that
 * is the order's own customer.
 */
export function toOrderDto(
  { order: o, user, items, history, payment, returns, refunds }: OrderParts,
  forAdmin: boolean,
  viewerId?: string,
) {
  const itemsPence = items.reduce((sum, i) => sum + i.pricePence * i.qty, 0);
  const vat =
    o.vatNumber && o.vatRateBasisPoints !== null
      ? vatBreakdown(items, o.vatRateBasisPoints, o.shippingPence, o.giftWrapPence)
      : null;
  const requested = new Map<string, number>();
  for (const r of returns)
    for (const i of r.items)
      requested.set(i.orderItemId, (requested.get(i.orderItemId) ?? 0) + i.qty);
  return {
    _id: o.id,
    user: user ? { _id: user.id, name: user.name, email: user.email } : null,
    /** The customer deleted their account: the order's personal details are placeholders. */
    customerDeleted: o.customerDeletedAt !== null,
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
    status: o.status,
    orderItems: items.map((i, index) => ({
      _id: i.id,
      product: i.productId,
      name: i.name,
      image: i.image,
      price: toPounds(i.pricePence),
      qty: i.qty,
      /** The option values chosen ({ Size: 'N' }); empty for a product without options. */
      variation: i.variation,
      /** Options still to be confirmed with the customer (a spec §7 order chose none). */
      optionsToConfirm: i.optionsToConfirm,
      /** The line's share of the order's discount (over all its units); 0 without one. */
      discount: toPounds(i.discountPence),
      /** What the line was paid: price × qty − discount. */
      paid: toPounds(i.pricePence * i.qty - i.discountPence),
      /**
       * The VAT inside what the line was paid when the order was placed VAT-registered; null on
       * a zero-rated export, whose totals say "VAT 0% (export)" once (decision 060).
       */
      vat: vat && !o.vatZeroRatedExport ? toPounds(vat.linesPence[index] ?? 0) : null,
      /** The text engraved on each unit (decision 056); null when the line is not engraved. */
      engraving: i.engraving,
      /** What engraving added to each unit's `price`. */
      engravingPrice: toPounds(i.engravingPence),
      /** Units already asked back in a return request. */
      returnRequestedQty: requested.get(i.id) ?? 0,
    })),
    vat:
      vat && o.vatNumber && o.vatRateBasisPoints !== null
        ? {
            number: o.vatNumber,
            rate: basisPointsToPercent(o.vatRateBasisPoints),
            shipping: toPounds(vat.shippingPence),
            giftWrap: toPounds(vat.giftWrapPence),
            total: toPounds(vat.totalPence),
            /** Sent outside the UK and zero-rated: priced without UK VAT (decision 060). */
            zeroRatedExport: o.vatZeroRatedExport,
          }
        : null,
    returns: returns.map((r) => ({
      _id: r.id,
      status: r.status,
      reason: r.reason,
      reasonLabel: returnReasonLabel(r.reason),
      note: r.note,
      amount: toPounds(r.amountPence),
      createdAt: r.createdAt.toISOString(),
      receivedAt: iso(r.receivedAt),
      refundedAt: iso(r.refundedAt),
      /** The last London day (YYYY-MM-DD) for the refund: 14 days after the items came back. */
      refundDueBy: refundDueDay({ receivedAt: r.receivedAt }),
      items: r.items.map((ri) => {
        const line = items.find((i) => i.id === ri.orderItemId);
        return {
          orderItem: ri.orderItemId,
          name: line?.name ?? '',
          price: toPounds(line?.pricePence ?? 0),
          qty: ri.qty,
        };
      }),
    })),
    itemsPrice: toPounds(itemsPence),
    shippingPrice: toPounds(o.shippingPence),
    /** What a discount code or automatic offer took off (lines and delivery); 0 without one. */
    discountPrice: toPounds(o.discountPence),
    /** The promotion the order was priced with (issue 30), or null. */
    discount: o.discount
      ? {
          code: o.discount.code,
          name: o.discount.name,
          kind: o.discount.kind,
          description: describeOffer(o.discount.kind, o.discount.value),
          items: toPounds(o.discount.itemsPence),
          delivery: toPounds(o.discount.deliveryPence),
          total: toPounds(o.discountPence),
        }
      : null,
    /** How the order travels (decision 048); null on an order placed before delivery methods. */
    delivery: o.delivery
      ? {
          method: o.deliveryMethodId,
          kind: o.deliveryKind,
          name: o.delivery.name,
          service: o.delivery.service,
          carrier: o.delivery.carrier,
          price: toPounds(o.shippingPence),
          surcharge: toPounds(o.delivery.surchargePence),
          surchargeArea: o.delivery.surchargeArea,
          cover: o.delivery.coverPence === null ? null : toPounds(o.delivery.coverPence),
        }
      : null,
    /** A collection order: when it was made Ready to collect (its code is only its customer's). */
    readyToCollectAt: iso(o.collectionReadyAt),
    /**
     * Click & collect: the code to show at the counter, for the order's own customer only (an
     * administrator who could read it would make the check at the counter pointless).
     */
    collectionCode: viewerId !== undefined && viewerId === o.userId ? o.collectionCode : null,
    /** The day it should arrive, or be ready to collect (London, YYYY-MM-DD). */
    estimatedDelivery: o.estimatedDelivery ?? estimatedDelivery(o.createdAt),
    ...giftDto(o, forAdmin),
    totalPrice: toPounds(o.totalPence),
    ...refundFigures(o, refunds),
    isPaid: o.isPaid,
    paidAt: iso(o.paidAt),
    isDelivered: o.isDelivered,
    deliveredAt: iso(o.deliveredAt),
    paymentMethod: o.paymentMethod,
    paymentDetails: {
      cardLast4: o.cardLast4,
      provider: payment?.provider ?? null,
      status: payment?.status ?? null,
      captureId: payment?.captureId ?? null,
    },
    shippingAddress: toAddressDto(o.shippingAddress),
    billingAddress: {
      ...toAddressDto(o.billingAddress),
      email: o.billingAddress.email ?? '',
      phone: o.billingAddress.phone ?? '',
    },
    tracking:
      o.trackingNumber || o.trackingCarrier
        ? {
            carrier: o.trackingCarrier ?? '',
            trackingNumber: o.trackingNumber ?? '',
            trackingUrl: o.trackingUrl ?? '',
          }
        : null,
    ...(forAdmin ? { adminNotes: o.adminNotes } : {}),
    cancelReason: o.cancelReason,
    cancelledAt: iso(o.cancelledAt),
    /** A cancelled paid order's refund is due 14 days after the cancellation (YYYY-MM-DD). */
    refundDueBy:
      o.status === OrderStatus.Cancelled && o.isPaid && o.totalPence > 0
        ? refundDueDay({ cancelledAt: o.cancelledAt })
        : null,
    /** The Terms of Sale version the order was placed under (decision 058); null before them. */
    termsVersion: o.termsVersion,
    /** When an unpaid order releases its stock. */
    expiresAt: o.isPaid ? null : iso(o.expiresAt),
    statusHistory: history.map((h) => ({
      status: h.status,
      date: h.createdAt.toISOString(),
      note: h.note,
    })),
  };
}
export type OrderDto = ReturnType<typeof toOrderDto>;

/**
 * "This is a gift" (decision 056): the wrap's price is a figure of the order everyone sees; the
 * message is for the owner's eyes (and the packing slip), never on the shopper's own pages, so
 * a present bought for someone who shares the account stays a surprise.
 */
function giftDto(o: OrderParts['order'], forAdmin: boolean) {
  return {
    isGift: o.isGift,
    giftWrapPrice: toPounds(o.giftWrapPence),
    ...(forAdmin ? { giftMessage: o.giftMessage } : {}),
  };
}
