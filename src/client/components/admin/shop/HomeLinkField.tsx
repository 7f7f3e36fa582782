import { useQuery } from '@tanstack/react-query';
import { ChevronDown } from 'lucide-react';
import { useId, useRef, useState, type ClipboardEvent } from 'react';
import {
  categoryListingLink,
  homeLinkOf,
  productPageLink,
  shopPathOf,
} from '../../../../shared/homeLinks';
import { useTRPC, type RouterOutputs } from '../../../lib/trpc';
import { FieldError, FieldLabel, invalidInputClass } from '../../form/TextField';
import { SelectField } from '../../form/SelectField';
import { ProductSearch } from '../ProductSearch';

export type AdminCategory = RouterOutputs['admin']['categories']['list'][number];

/** A pasted or typed address of this shop, as the path it is stored as. */
const asShopPath = (text: string) => shopPathOf(text, window.location.origin);

/**
 * A slide's or banner's link: typed or pasted (a full address of this shop becomes its path), or
 * chosen from the collections and categories or found among the products by name. Under it, in
 * words, the page it opens.
 */
export function HomeLinkField({
  name,
  value,
  error,
  hintId,
  categories,
  onChange,
}: {
  name: string;
  value: string;
  error: string | undefined;
  hintId: string;
  categories: AdminCategory[];
  onChange: (link: string) => void;
}) {
  const id = useId();
  const [choosing, setChoosing] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const opens = homeLinkOf(value);
  const chosenCategory =
    opens?.kind === 'listing'
      ? categories.find((c) => value === categoryListingLink(c.slug))
      : undefined;

  const choose = (link: string) => {
    onChange(link);
    setChoosing(false);
    toggle.current?.focus();
  };
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text');
    if (!pasted || asShopPath(pasted) === pasted.trim()) return;
    event.preventDefault();
    onChange(asShopPath(pasted));
  };
  const categoryOptions = [
    { value: '', label: 'Choose a collection or category' },
    ...categories.map((c) => ({
      value: c._id,
      label: c.parentCategory ? `${c.parentCategory.name} › ${c.name}` : `${c.name} (collection)`,
    })),
  ];

  return (
    <div className="space-y-2">
      <div>
        <FieldLabel htmlFor={id} label="Link" required />
        <input
          id={id}
          name={name}
          required
          maxLength={500}
          className={`input py-2.5 ${error ? invalidInputClass : ''}`}
          placeholder="/products?category=rings"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${error ? `${id}-error ` : ''}${id}-opens ${hintId}`}
          onChange={(event) => onChange(event.target.value)}
          onBlur={() => {
            if (asShopPath(value) !== value) onChange(asShopPath(value));
          }}
          onPaste={onPaste}
        />
        <FieldError id={id} error={error} />
        <p id={`${id}-opens`} aria-live="polite" className="mt-1 text-xs text-stone">
          <LinkDescription link={value} categories={categories} />
        </p>
      </div>
      <button
        ref={toggle}
        type="button"
        className="inline-flex items-center gap-1 text-sm font-medium text-gold-dark hover:underline"
        aria-expanded={choosing}
        aria-controls={`${id}-choose`}
        onClick={() => setChoosing((open) => !open)}
      >
        Choose a collection or product
        <ChevronDown className={`size-4 transition ${choosing ? 'rotate-180' : ''}`} aria-hidden />
      </button>
      {choosing && (
        <div
          id={`${id}-choose`}
          className="space-y-4 rounded-md bg-pearl/60 p-3 ring-1 ring-ink/10"
        >
          <SelectField
            label="Collection or category"
            options={categoryOptions}
            value={chosenCategory?._id ?? ''}
            onChange={(event) => {
              const category = categories.find((c) => c._id === event.target.value);
              if (category) choose(categoryListingLink(category.slug));
            }}
          />
          <ProductSearch
            action="link to it"
            onChoose={(product) => choose(productPageLink(product._id))}
          />
        </div>
      )}
    </div>
  );
}

/** The page a link opens, in the owner's words; a product link is checked against the shop. */
function LinkDescription({ link, categories }: { link: string; categories: AdminCategory[] }) {
  const trpc = useTRPC();
  const opens = homeLinkOf(link);
  const productId = opens?.kind === 'product' ? opens.productId : '';
  const product = useQuery({
    ...trpc.admin.products.byId.queryOptions({ id: productId }),
    enabled: productId !== '',
    retry: false,
  });
  if (link.trim() === '') return null;
  if (!opens) return 'Not a page of this shop yet.';
  if (opens.kind === 'listing') {
    const { category } = opens.listing;
    const named = categories.find((c) => c.slug === category || c._id === category);
    const onlyCategory = link === categoryListingLink(named?.slug ?? '');
    if (!named) return 'Opens a listing of the shop.';
    return onlyCategory
      ? `Opens the listing of ${named.name}.`
      : `Opens the listing of ${named.name}, filtered.`;
  }
  if (product.isPending) return 'Opens a product’s page.';
  if (product.isError) return 'No product has this address: shoppers would find nothing there.';
  return product.data.isActive
    ? `Opens the page of ${product.data.name}.`
    : `${product.data.name} is hidden from the shop: shoppers would find nothing there.`;
}
