import { X } from 'lucide-react';
import { Group } from '../delivery/DeliveryFieldGroups';
import { ProductSearch } from '../ProductSearch';

export type ChosenProduct = { _id: string; name: string };

/** The products a promotion applies to: found by name and added, each removable. */
export function ProductScopeField({
  chosen,
  error,
  onChange,
}: {
  chosen: ChosenProduct[];
  error?: string;
  onChange: (chosen: ChosenProduct[]) => void;
}) {
  return (
    <Group legend="Products" error={error}>
      {chosen.length === 0 ? (
        <p className="text-sm text-stone">No products chosen yet.</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label="Chosen products">
          {chosen.map((product) => (
            <li
              key={product._id}
              className="flex items-center gap-1 rounded-full bg-pearl py-1 pr-1 pl-3 text-sm"
            >
              {product.name}
              <button
                type="button"
                className="rounded-full p-1 text-stone hover:bg-white hover:text-ink"
                aria-label={`Remove ${product.name}`}
                onClick={() => onChange(chosen.filter((p) => p._id !== product._id))}
              >
                <X aria-hidden className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <ProductSearch
        name="scopeIds"
        action="add it"
        onChoose={(product) => {
          if (chosen.some((p) => p._id === product._id)) return;
          onChange([...chosen, { _id: product._id, name: product.name }]);
        }}
      />
    </Group>
  );
}
