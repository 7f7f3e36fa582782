/**
 * The shop's policies the owner edits as Markdown (decision XXX): each one's public page, and the
 * placeholders a text may hold, which the server fills from the settings when it renders them.
 * Plain data: the footer and the order pages read the paths without zod.
 */

export const policyNames = ['terms', 'privacy', 'returns', 'delivery', 'faq', 'reviews'] as const;
export type PolicyName = (typeof policyNames)[number];

export const policyTitles: Record<PolicyName, string> = {
  terms: 'Terms of Sale',
  privacy: 'Privacy Policy',
  returns: 'Returns and Cancellations',
  delivery: 'Delivery Policy',
  faq: 'Frequently Asked Questions',
  reviews: 'Reviews Policy',
};

/** Where each policy's current version is read; spec §2 names /terms, /privacy and /faq. */
export const policyPaths: Record<PolicyName, string> = {
  terms: '/terms',
  privacy: '/privacy',
  returns: '/returns-policy',
  delivery: '/delivery-policy',
  faq: '/faq',
  reviews: '/reviews-policy',
};

/** An earlier version's own page ('/terms/version/3'): what an order placed under it links to. */
export const policyVersionPath = (name: PolicyName, version: number) =>
  `${policyPaths[name]}/version/${version}`;

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

/** "14-day returns": the home page's promise, from the same setting the policies read. */
export const returnsPromise = (returnWindowDays: number) => ({
  title: `${returnWindowDays}-day returns`,
  text: `Changed your mind? Return it within ${returnWindowDays} days of delivery`,
});
