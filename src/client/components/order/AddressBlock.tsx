import type { Order } from '../../lib/trpc';

type Address = Order['shippingAddress'] & { email?: string; phone?: string };

/** A postal address as a label prints it, with e-mail and phone when it is a billing address. */
export function AddressBlock({ address }: { address: Address }) {
  const name = [address.firstName, address.lastName].filter(Boolean).join(' ');
  const lines = [
    name,
    address.address,
    [address.city, address.state].filter(Boolean).join(', '),
    address.postalCode,
    address.country,
    address.email,
    address.phone,
  ].filter(Boolean);
  return (
    <address className="space-y-0.5 not-italic">
      {lines.map((line, index) => (
        <p key={index} className={index === 0 && name ? 'font-medium' : undefined}>
          {line}
        </p>
      ))}
    </address>
  );
}
