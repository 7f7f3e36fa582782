/**
 * A product's options (spec §3: option name → values, e.g. { Size: ['H', …, 'R'] }) and a
 * shopper's choice of one value per option ({ Size: 'N' }). The same rules run in the product
 * page, the cart and the order placement, so the shop and a script are told the same thing.
 */
export type Variations = Record<string, string[]>;
export type VariationChoice = Record<string, string>;

/** The options a shopper has to choose from: those with at least one value. */
export const chosenOptions = (variations: Variations) =>
  Object.entries(variations).filter(([, values]) => values.length > 0);

export const hasOptions = (variations: Variations) => chosenOptions(variations).length > 0;

/** The options without a value in `choice`, in the product's own order. */
export const unchosenOptions = (variations: Variations, choice: VariationChoice) =>
  chosenOptions(variations)
    .filter(([option]) => !choice[option])
    .map(([option]) => option);

/** The first option without a value in `choice`, or null when every option is chosen. */
export const missingOption = (variations: Variations, choice: VariationChoice): string | null =>
  unchosenOptions(variations, choice)[0] ?? null;

/** 'Please choose a Size': what a shopper reads when Add to Cart lacks a choice. */
export const chooseMessage = (option: string) => `Please choose a ${option}`;

/** Why `choice` names an option the product lacks or a value it does not offer, or null. */
export function unofferedChoiceProblem(
  productName: string,
  variations: Variations,
  choice: VariationChoice,
): string | null {
  const options = new Map(chosenOptions(variations));
  for (const [option, value] of Object.entries(choice)) {
    const values = options.get(option);
    if (!values) return `"${productName}" has no option "${option}".`;
    if (!values.includes(value)) {
      return `"${productName}" does not come in ${option} ${value}. Choose one of ${values.join(', ')}.`;
    }
  }
  return null;
}

/**
 * Why `choice` cannot be bought for this product, or null when it can: every option chosen, no
 * option the product lacks, no value it does not offer.
 */
export function variationProblem(
  productName: string,
  variations: Variations,
  choice: VariationChoice,
): string | null {
  const missing = missingOption(variations, choice);
  return (
    unofferedChoiceProblem(productName, variations, choice) ??
    (missing ? `${chooseMessage(missing)} for "${productName}".` : null)
  );
}

/** The choice in the product's own option order (what the order keeps and shows). */
export function orderedChoice(variations: Variations, choice: VariationChoice): VariationChoice {
  return Object.fromEntries(
    chosenOptions(variations)
      .filter(([option]) => choice[option])
      .map(([option]) => [option, choice[option]!]),
  );
}

/** A stable key for a choice, so { a, b } and { b, a } are the same cart or order line. */
export const variationKey = (choice: VariationChoice | undefined) =>
  JSON.stringify(Object.entries(choice ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

/**
 * How an option a spec §7 client ordered without choosing reads: the shop asks the customer
 * before making the piece.
 */
export const toConfirmWords = {
  customer: 'to be confirmed with you',
  shop: 'to be confirmed with the customer',
} as const;
export type OptionsReader = keyof typeof toConfirmWords;

/**
 * 'Size: N' (or 'Size: N, Metal: Gold'), then the options still to confirm ('Size: to be
 * confirmed with you'); empty when the line has no options.
 */
export const variationLabel = (
  choice: VariationChoice | undefined,
  toConfirm: readonly string[] = [],
  reader: OptionsReader = 'customer',
) =>
  [
    ...Object.entries(choice ?? {}).map(([option, value]) => `${option}: ${value}`),
    ...toConfirm.map((option) => `${option}: ${toConfirmWords[reader]}`),
  ].join(', ');
