import { paymentLabel, type PaymentLabel, type RefundState } from '../../../shared/refunds';
import { Pill, type PillTone } from '../ui/Pill';

const toneOf: Record<PaymentLabel, PillTone> = {
  Paid: 'green',
  'Partially refunded': 'violet',
  Refunded: 'grey',
  'Awaiting payment': 'amber',
  Unpaid: 'amber',
};

/** The order's payment for its customer or for the shop (see `paymentLabel`). */
export function PaymentBadge({
  order,
  audience,
}: {
  order: { isPaid: boolean; status: string; refundState: RefundState };
  audience: 'customer' | 'shop';
}) {
  const label = paymentLabel(order, audience);
  return <Pill tone={toneOf[label]}>{label}</Pill>;
}
