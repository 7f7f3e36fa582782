import type { PolicyName } from './legalPages';

/**
 * The shop's policies the owner edits as Markdown (decision 058): their titles, and the
 * placeholders a text may hold, which the server fills from the settings when it renders them.
 * Their addresses are in legalPages.ts, which the first download carries.
 */

export const policyTitles: Record<PolicyName, string> = {
  terms: 'Terms of Sale',
  privacy: 'Privacy Policy',
  returns: 'Returns and Cancellations',
  delivery: 'Delivery Policy',
  faq: 'Frequently Asked Questions',
  reviews: 'Reviews Policy',
};

/** What each placeholder becomes when a policy is shown, for the owner's editor. */
export const policyPlaceholders = {
  shopName: "The shop's name (Shop Information)",
  shopAddress: "The shop's address",
  shopEmail: "The shop's e-mail address",
  shopPhone: "The shop's telephone number",
  vatNumber: 'The VAT number, or a line saying the shop is not VAT-registered',
  returnWindowDays: 'The days after delivery a piece can be returned (Shop Information)',
  deliveryMethods: 'A list of the delivery methods offered, with their prices (Admin → Delivery)',
} as const;
export type PolicyPlaceholder = keyof typeof policyPlaceholders;

/** `{name}`: a word in braces. Anything else in braces is plain text. */
const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

const isPlaceholder = (name: string): name is PolicyPlaceholder =>
  Object.hasOwn(policyPlaceholders, name);

/** The `{words}` in a text that are not placeholders, each once, in the order they appear. */
export function unknownPlaceholders(markdown: string): string[] {
  const names = [...markdown.matchAll(PLACEHOLDER)].map((match) => match[1]!);
  return [...new Set(names.filter((name) => !isPlaceholder(name)))];
}

/** Each placeholder replaced by `values`' text for it. */
export const fillPlaceholders = (
  markdown: string,
  values: Record<PolicyPlaceholder, string>,
): string =>
  markdown.replace(PLACEHOLDER, (whole, name: string) =>
    isPlaceholder(name) ? values[name] : whole,
  );
