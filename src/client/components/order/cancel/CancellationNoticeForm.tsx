import { FileSignature, Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { canCustomerCancel } from '../../../../shared/cancellation';
import { formatDateGB } from '../../../../shared/londonTime';
import { rejectionMessageOr } from '../../../lib/errorMessage';
import type { Order } from '../../../lib/trpc';
import { TextField } from '../../form/TextField';
import { useShopInfo } from '../../layout/useShopInfo';
import { ErrorBanner } from '../../ui/ErrorBanner';
import { Panel } from '../../ui/Panel';
import { ButtonSpinner } from '../../ui/Spinner';
import { LineQuantities } from '../returns/LineQuantities';
import { returnOptions } from '../returns/returnableLines';
import { NOTICE_WORDING, traderLine } from './modelForm';
import { cancelledMessage, useCancellation } from './useCancellation';

/**
 * The model cancellation form, sent online from the order page. Before the order is sent it
 * names every line and cancels the order; once sent, the customer picks the lines and units it
 * cancels, and it starts their return. The shop's mail acknowledges it either way.
 */
export function CancellationNoticeForm({
  order,
  onDone,
}: {
  order: Order;
  onDone: (message: string) => void;
}) {
  const { info } = useShopInfo();
  const [open, setOpen] = useState(false);
  const beforeDispatch = canCustomerCancel(order);
  const shipped = order.status === 'Order Shipped' && order.isPaid;
  const afterDelivery = returnOptions(order, info.returnWindowDays);
  const lines = beforeDispatch
    ? order.orderItems.map((i) => ({ ...i, left: i.qty }))
    : shipped
      ? order.orderItems
          .map((i) => ({ ...i, left: i.qty - i.returnRequestedQty }))
          .filter((i) => i.left > 0)
      : afterDelivery.state === 'open' && order.isPaid
        ? afterDelivery.lines
        : [];
  if (lines.length === 0) return null;

  return (
    <Panel title="Cancellation form" id="cancellation-form" className="print:hidden">
      {open ? (
        <NoticeForm
          order={order}
          lines={lines}
          beforeDispatch={beforeDispatch}
          trader={traderLine(info)}
          onCancel={() => setOpen(false)}
          onDone={(message) => {
            setOpen(false);
            onDone(message);
          }}
        />
      ) : (
        <div className="space-y-3">
          <p className="text-stone">
            You can cancel with the model cancellation form of the Consumer Contracts Regulations,
            filled in for this order.
          </p>
          <button type="button" className="btn-outline" onClick={() => setOpen(true)}>
            <FileSignature className="size-4" aria-hidden />
            Fill in the cancellation form
          </button>
        </div>
      )}
    </Panel>
  );
}

interface Line {
  _id: string;
  name: string;
  qty: number;
  left: number;
}

function NoticeForm({
  order,
  lines,
  beforeDispatch,
  trader,
  onCancel,
  onDone,
}: {
  order: Order;
  lines: Line[];
  beforeDispatch: boolean;
  trader: string;
  onCancel: () => void;
  onDone: (message: string) => void;
}) {
  const { notice } = useCancellation(order);
  const billing = order.billingAddress;
  const shipping = order.shippingAddress;
  const [name, setName] = useState(
    `${billing.firstName} ${billing.lastName}`.trim() || order.user?.name || '',
  );
  const [address, setAddress] = useState(
    [shipping.address, shipping.city, shipping.postalCode, shipping.country]
      .filter(Boolean)
      .join(', '),
  );
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const items = lines
      .map((line) => ({ orderItem: line._id, qty: quantities[line._id] ?? 0 }))
      .filter((item) => item.qty > 0);
    if (!beforeDispatch && items.length === 0) {
      return setError('Choose the items you are cancelling.');
    }
    try {
      const updated = await notice.mutateAsync({
        id: order._id,
        name,
        address,
        ...(beforeDispatch ? {} : { items }),
      });
      onDone(
        beforeDispatch
          ? cancelledMessage(updated)
          : 'We have received your cancellation. We have e-mailed you an acknowledgement and where to send the items.',
      );
    } catch (rejection) {
      setError(rejectionMessageOr(rejection, 'Failed to send the form. Please try again.'));
    }
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      aria-label="Cancellation form"
      className="space-y-4"
    >
      {error && <ErrorBanner message={error} />}
      <p>To {trader}:</p>
      <p>{NOTICE_WORDING.replaceAll(' [*]', '')}:</p>
      {beforeDispatch ? (
        <ul className="list-disc pl-5">
          {lines.map((line) => (
            <li key={line._id}>
              {line.qty} × {line.name}
            </li>
          ))}
        </ul>
      ) : (
        <LineQuantities
          legend="Items you are cancelling"
          lines={lines}
          quantities={quantities}
          onChange={setQuantities}
          detail={(line) => `up to ${line.left}`}
        />
      )}
      <p>
        Ordered on {formatDateGB(order.createdAt)}
        {order.deliveredAt ? `, received on ${formatDateGB(order.deliveredAt)}` : ''}
      </p>
      <TextField
        label="Name of consumer(s)"
        name="name"
        required
        maxLength={200}
        autoComplete="name"
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <TextField
        label="Address of consumer(s)"
        name="address"
        required
        maxLength={500}
        autoComplete="street-address"
        value={address}
        onChange={(event) => setAddress(event.target.value)}
      />
      <p>Date: {formatDateGB(new Date())}</p>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={notice.isPending}>
          {notice.isPending ? <ButtonSpinner /> : <Send className="size-4" aria-hidden />}
          Send cancellation
        </button>
        <button type="button" className="btn-outline" onClick={onCancel}>
          Close the form
        </button>
      </div>
    </form>
  );
}
