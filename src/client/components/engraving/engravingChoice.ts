/**
 * What the shopper has typed and ticked in the product page's engraving part (the lazy
 * `EngravingOption` fills it), and what is wrong with it; type only, so the page's first download
 * carries none of the rules.
 */
export interface EngravingChoice {
  text: string;
  accepted: boolean;
  /** Null when it can be added to the cart (an empty text is no engraving). */
  problem: string | null;
}

export const noEngraving: EngravingChoice = { text: '', accepted: false, problem: null };
