import { useQuery } from '@tanstack/react-query';
import { formatSoonDay } from '../../../shared/londonTime';
import { checkoutCountries } from '../../../shared/orders';
import { formatGBP } from '../../../shared/money';
import { useTRPC, type RouterOutputs } from '../../lib/trpc';
import { deliveryChoice } from '../../state/delivery';
import { HOME_COUNTRY, shipsTo } from '../../../shared/destinations';
import { useShopInfo } from '../layout/useShopInfo';

export type DeliveryOption = RouterOutputs['delivery']['options']['options'][number];

/** The ways an order worth `subtotal` can reach `country`, as the server prices them now. */
export function useDeliveryOptions(
  subtotal: number,
  country: string,
  postcode?: string,
  makingDays = 0,
) {
  const trpc = useTRPC();
  return useQuery(
    trpc.delivery.options.queryOptions(
      {
        subtotal,
        country: country as 'United Kingdom',
        postcode: postcode || undefined,
        ...(makingDays > 0 ? { makingDays } : {}),
      },
      { staleTime: 60_000, placeholderData: (previous) => previous },
    ),
  );
}

/**
 * The country the shopper chose, or the United Kingdom once a "UK only" shop (decision 060) no
 * longer sends to the one they chose before.
 */
export function useDeliveryCountry() {
  const { country } = deliveryChoice.use();
  return shipsTo(useShopInfo().info.vatByDestination, country) ? country : HOME_COUNTRY;
}

/** Where the shopper says the order goes: the cart's and the product page's quotes follow it. */
export function DeliveryCountrySelect({ className = '' }: { className?: string }) {
  const country = useDeliveryCountry();
  const setting = useShopInfo().info.vatByDestination;
  return (
    <label className={`flex items-center gap-3 text-sm ${className}`}>
      <span className="text-stone">Deliver to</span>
      <select
        className="input max-w-[12rem] py-1.5"
        value={country}
        onChange={(event) => deliveryChoice.set({ country: event.target.value })}
      >
        {checkoutCountries.map((c) =>
          shipsTo(setting, c) ? (
            <option key={c}>{c}</option>
          ) : (
            // A "UK only" shop (decision 060).
            <option key={c} value={c} disabled>
              {c} (we don&apos;t ship there yet)
            </option>
          ),
        )}
      </select>
    </label>
  );
}

/** 'Free', or '£7.95'. */
export const deliveryPrice = (price: number) => (price === 0 ? 'Free' : formatGBP(price));

/** 'Arrives by Tue 1 Dec' or 'Ready to collect from Sat 28 Nov'. */
export function arrivalText(option: Pick<DeliveryOption, 'kind' | 'estimatedDate'>) {
  if (!option.estimatedDate) return null;
  const day = formatSoonDay(option.estimatedDate);
  return option.kind === 'collection' ? `Ready to collect from ${day}` : `Arrives by ${day}`;
}

function OptionDetails({ option }: { option: DeliveryOption }) {
  const arrival = arrivalText(option);
  return (
    <span className="flex flex-1 flex-col gap-0.5">
      <span className="flex justify-between gap-3 font-medium">
        <span>{option.name}</span>
        <span className="tabular-nums">{deliveryPrice(option.price)}</span>
      </span>
      <span className="text-xs text-stone">
        {[
          arrival,
          option.cover !== null ? `insured to ${formatGBP(option.cover)}` : null,
          option.surcharge > 0
            ? `includes ${formatGBP(option.surcharge)} for ${option.surchargeArea}`
            : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </span>
    </span>
  );
}

/**
 * The delivery options as a list (`onChoose` absent: the product page) or as radio buttons to
 * choose one (cart and checkout).
 */
export function DeliveryOptionList({
  options,
  chosen,
  onChoose,
  name = 'delivery-method',
}: {
  options: DeliveryOption[];
  chosen?: string | null;
  onChoose?: (method: string) => void;
  name?: string;
}) {
  if (options.length === 0) {
    return (
      <p className="text-sm text-stone" role="status">
        We cannot send this order there online. Please contact us, or collect it from the shop.
      </p>
    );
  }
  if (!onChoose) {
    return (
      <ul className="space-y-3 text-sm">
        {options.map((option) => (
          <li key={option.method} className="flex">
            <OptionDetails option={option} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="space-y-2 text-sm">
      {options.map((option) => (
        <label
          key={option.method}
          className="flex cursor-pointer items-start gap-3 rounded-md border border-ink/10 p-3 has-[:checked]:border-gold has-[:checked]:bg-gold/5"
        >
          <input
            type="radio"
            name={name}
            value={option.method}
            className="mt-1 size-4 accent-gold"
            checked={option.method === chosen}
            onChange={() => onChoose(option.method)}
          />
          <OptionDetails option={option} />
        </label>
      ))}
    </div>
  );
}

/**
 * The quote for the shopper's choice: the method they chose if it may carry the order, else the
 * first offered (what the server would pick). `shipping` is null until known; while the owner has
 * set no method up delivery is free (spec §9) and nothing is chosen.
 */
export function useDeliveryQuote(
  subtotal: number,
  country: string,
  postcode?: string,
  makingDays = 0,
) {
  const choice = deliveryChoice.use();
  const query = useDeliveryOptions(subtotal, country, postcode, makingDays);
  const configured = query.data?.configured ?? false;
  const options = query.data?.options ?? [];
  const chosen = options.find((o) => o.method === choice.method) ?? options[0] ?? null;
  return {
    query,
    configured,
    options,
    chosen,
    shipping: !query.data ? null : configured ? (chosen?.price ?? null) : 0,
    choose: (method: string) => deliveryChoice.set({ method }),
  };
}
