import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { formatGBP } from '../../../shared/money';
import { rejectionMessageOr, serverMessageOr } from '../../lib/errorMessage';
import { useTRPC, type RouterInputs, type RouterOutputs } from '../../lib/trpc';
import { discountCode } from '../../state/discountCode';
import type { CartItem } from '../../state/cart';
import { ButtonSpinner } from '../ui/Spinner';

export type DiscountPreview = RouterOutputs['promotions']['preview'];
/** Where a zero-rated export goes, for a preview priced without UK VAT. */
export type PreviewDestination = Pick<
  RouterInputs['promotions']['preview'],
  'country' | 'deliveryKind'
>;

const previewItems = (items: CartItem[]) =>
  items.map((i) => ({
    product: i.product,
    qty: i.qty,
    ...(i.variation ? { variation: i.variation } : {}),
    // Engraving is part of the piece's price, and the discount's share (decision 056).
    ...(i.engraving ? { engraving: { text: i.engraving, acceptsNoReturns: true } } : {}),
  }));

/**
 * What the cart's lines get off, priced by the server: the applied code, or the automatic offers
 * when there is none. `shipping` is the delivery charge shown (free delivery takes it off).
 */
export function useDiscountPreview(
  items: CartItem[],
  shipping: number | null,
  destination: PreviewDestination | null = null,
) {
  const trpc = useTRPC();
  const code = discountCode.use();
  const query = useQuery({
    ...trpc.promotions.preview.queryOptions({
      items: previewItems(items),
      delivery: shipping ?? 0,
      ...(code ? { code } : {}),
      // An export's lines are priced without UK VAT, so its discount is too (decision 060).
      ...destination,
    }),
    enabled: items.length > 0,
    retry: false,
    placeholderData: (previous) => previous,
  });
  return { code, preview: query.data ?? null, error: query.error };
}

/**
 * The price summary's figures with the previewed discount: the total less it, delivery less its
 * part, and the discount row (pounds, rounded to the penny as the server's pence are).
 */
export function discountedFigures(
  subtotal: number,
  shipping: number | null,
  { preview, error }: ReturnType<typeof useDiscountPreview>,
) {
  const off = error ? null : preview;
  const pence = (pounds: number) => Math.round(pounds * 100);
  return {
    total: Math.max(0, pence(subtotal) + pence(shipping ?? 0) - pence(off?.total ?? 0)) / 100,
    shipping: shipping === null ? null : (pence(shipping) - pence(off?.delivery ?? 0)) / 100,
    discount: off
      ? { label: off.code ?? off.name, items: off.items, delivery: off.delivery }
      : null,
    lines: off?.lines ?? null,
  };
}

/**
 * "Discount code" with Apply: the server checks the code against the cart before it is kept,
 * and says why one cannot be used. An applied code shows what it takes off, with Remove.
 */
export function DiscountCodeField({
  items,
  shipping,
  discount,
}: {
  items: CartItem[];
  shipping: number | null;
  discount: ReturnType<typeof useDiscountPreview>;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const id = useId();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const { code, preview, error } = discount;

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    const wanted = typed.trim();
    if (!wanted) {
      setProblem('Enter a discount code');
      return;
    }
    setChecking(true);
    setProblem(null);
    try {
      const answer = await queryClient.fetchQuery(
        trpc.promotions.preview.queryOptions({
          items: previewItems(items),
          delivery: shipping ?? 0,
          code: wanted,
        }),
      );
      discountCode.set(answer?.code ?? wanted.toUpperCase());
      setTyped('');
      if (answer?.note) setProblem(answer.note);
    } catch (err) {
      setProblem(rejectionMessageOr(err, 'The code could not be checked. Please try again.'));
    } finally {
      setChecking(false);
    }
  };

  // A code applied earlier that no longer fits the cart (a line removed, the offer ended).
  const stale = code && error ? serverMessageOr(error, 'This code cannot be used now.') : null;
  const message = problem ?? stale;
  return (
    <div className="mt-2 border-t border-ink/10 pt-4">
      {code && !error ? (
        <div className="flex items-center justify-between gap-3 text-sm">
          <p>
            Code <span className="font-mono font-semibold">{code}</span> applied
            {preview?.code === code && preview.total > 0 && (
              <span className="text-emerald-700"> · {formatGBP(preview.total)} off</span>
            )}
          </p>
          <button
            type="button"
            className="text-sm text-gold-dark underline underline-offset-2"
            onClick={() => {
              discountCode.set('');
              setProblem(null);
            }}
          >
            Remove
          </button>
        </div>
      ) : (
        <form onSubmit={(event) => void apply(event)} noValidate aria-label="Discount code">
          <label htmlFor={id} className="mb-1 block text-sm font-medium">
            Discount code
          </label>
          <div className="flex gap-2">
            <input
              id={id}
              name="discountCode"
              className="input min-w-0 flex-1 py-2.5 uppercase"
              autoComplete="off"
              autoCapitalize="characters"
              maxLength={40}
              value={typed}
              aria-invalid={message ? true : undefined}
              aria-describedby={message ? `${id}-problem` : undefined}
              onChange={(event) => setTyped(event.target.value)}
            />
            <button type="submit" className="btn-outline shrink-0 py-2" disabled={checking}>
              {checking && <ButtonSpinner />}
              Apply
            </button>
          </div>
        </form>
      )}
      {message && (
        <p id={`${id}-problem`} role="alert" className="mt-2 text-sm text-red-700">
          {message}
          {stale && (
            <button
              type="button"
              className="ml-2 text-gold-dark underline underline-offset-2"
              onClick={() => discountCode.set('')}
            >
              Remove code
            </button>
          )}
        </p>
      )}
      {!code && preview && preview.total > 0 && (
        <p className="mt-2 text-sm text-emerald-700">
          {preview.name}: {formatGBP(preview.total)} off, applied automatically
        </p>
      )}
    </div>
  );
}
