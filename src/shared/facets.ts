/**
 * The listing's facets (Metal, Stone, Size in stock, Price): each value with how many products the
 * listing would hold if it were chosen, the other filters staying as they are.
 */
export interface FacetCount {
  value: string;
  count: number;
}

export interface ListingFacets {
  metal: FacetCount[];
  stone: FacetCount[];
  size: FacetCount[];
  /** `value` is the band's index in `priceBands`. */
  price: FacetCount[];
}

/** The option whose values are sizes: the Size filter lists its values that are in stock. */
export const SIZE_OPTION = 'Size';
export const SIZE_MAX_LENGTH = 20;

/** The price filter's bands, in pounds, both ends included as the price range's are. */
export const priceBands = [
  { min: 0, max: 99.99, label: 'Under £100' },
  { min: 100, max: 249.99, label: '£100 to £250' },
  { min: 250, max: 499.99, label: '£250 to £500' },
  { min: 500, max: 999.99, label: '£500 to £1,000' },
  { min: 1000, max: null, label: '£1,000 and over' },
] as const;

/** Sizes in the jewellers' order: letters, then half sizes after their letter (N, N½, O). */
export const bySize = (a: string, b: string) =>
  a.localeCompare(b, 'en-GB', { numeric: true, sensitivity: 'base' });
