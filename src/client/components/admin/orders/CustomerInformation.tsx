import { telHref } from '../../../lib/links';
import { AddressBlock } from '../../order/AddressBlock';
import { DetailRow } from '../../order/DetailRow';
import type { AdminOrder } from './useOrderActions';

/** Spec §2's Customer Information: who ordered, how to reach them, and the billing address. */
export function CustomerInformation({ order }: { order: AdminOrder }) {
  const billing = order.billingAddress;
  const billingName = [billing.firstName, billing.lastName].filter(Boolean).join(' ');
  const name = order.user?.name || billingName || 'Guest';
  const email = order.user?.email || billing.email;
  // A deleted customer's order keeps placeholders only (decision 020): no address worth showing.
  const hasBillingAddress = !!billing.address && !order.customerDeleted;
  return (
    <div className="space-y-4">
      <dl className="space-y-2.5">
        <DetailRow label="Name">{name}</DetailRow>
        <DetailRow label="Account">
          {order.user
            ? 'Registered customer'
            : order.customerDeleted
              ? 'Deleted by the customer (personal details removed)'
              : 'Guest'}
        </DetailRow>
        {email && (
          <DetailRow label="Email">
            <a href={`mailto:${email}`} className="break-all text-gold-dark hover:underline">
              {email}
            </a>
          </DetailRow>
        )}
        {billing.phone && (
          <DetailRow label="Phone">
            <a href={telHref(billing.phone)} className="text-gold-dark hover:underline">
              {billing.phone}
            </a>
          </DetailRow>
        )}
      </dl>
      {hasBillingAddress && (
        <div className="border-t border-ink/10 pt-4">
          <h3 className="mb-2 font-sans text-xs font-medium tracking-[0.15em] text-stone uppercase">
            Billing address
          </h3>
          <AddressBlock address={{ ...billing, email: '', phone: '' }} />
        </div>
      )}
    </div>
  );
}
