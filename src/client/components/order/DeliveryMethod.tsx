import { formatGBP } from '../../../shared/money';

/** How the order travels, as chosen: 'Special Delivery', its service and the cover bought. */
export function DeliveryMethod({
  order,
}: {
  order: {
    delivery: { name: string; service: string; kind: string; cover: number | null } | null;
  };
}) {
  const { delivery } = order;
  if (!delivery) return null;
  return (
    <p className="mb-3 text-sm" data-testid="delivery-method">
      <span className="font-medium">{delivery.name}</span>
      {delivery.service && <span className="block text-stone">{delivery.service}</span>}
      {delivery.cover !== null && (
        <span className="block text-stone">Insured to {formatGBP(delivery.cover)}</span>
      )}
    </p>
  );
}
