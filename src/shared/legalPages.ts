/**
 * The addresses of the shop's legal pages (decision 058): the policies the owner edits and the
 * Hallmarking Dealer's Notice. Apart from their words, so the footer and the route table carry
 * only these in the first download.
 */

export const policyNames = ['terms', 'privacy', 'returns', 'delivery', 'faq', 'reviews'] as const;
export type PolicyName = (typeof policyNames)[number];

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

/** The British Hallmarking Council's Dealer's Notice, which a dealer must display, online too. */
export const HALLMARKING_PATH = '/hallmarking';
