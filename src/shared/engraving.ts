/**
 * Engraving (decision 056): which products offer it and what a text may hold. Plain rules without
 * zod, so the product page's lazy engraving part and the server share them.
 */

/** Letters, digits, space and the marks engravers cut cleanly: . , ' & - ! ? + : */
export const DEFAULT_ENGRAVING_CHARACTERS =
  "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789 .,'&-!?+:";
export const DEFAULT_ENGRAVING_MAX_CHARACTERS = 20;
/** The longest text any product may take: a band's inside has room for about this. */
export const ENGRAVING_MAX_CHARACTERS_LIMIT = 60;
export const ENGRAVING_EXTRA_DAYS_LIMIT = 60;

/** What a product offers, as stored (pence): null on the product when it is not offered. */
export interface EngravingOffer {
  maxCharacters: number;
  allowedCharacters: string;
  pricePence: number;
  extraDays: number;
}

/** The shopper must accept this to have a piece engraved (personalised goods, CCR 2013 reg. 28). */
export const ENGRAVING_NO_RETURNS_NOTICE =
  'I understand engraved pieces cannot be returned unless faulty';

/** Characters as a shopper counts them (an emoji or an accented letter is one). */
export const engravingLength = (text: string) => [...text].length;

/** The characters of `text` the offer does not allow, each once, in the order they appear. */
export function disallowedCharacters(text: string, allowed: string) {
  const allowedSet = new Set(allowed);
  return [...new Set([...text].filter((c) => !allowedSet.has(c)))];
}

const shown = (c: string) => (c === ' ' ? 'space' : c === '\n' ? 'a new line' : `"${c}"`);

/**
 * What is wrong with an engraving text for a product, in words a shopper or a script can act on;
 * null when it can be engraved. The text is taken as sent: callers trim it first.
 */
export function engravingProblem(
  productName: string,
  offer: EngravingOffer | null,
  text: string,
): string | null {
  if (!offer) return `"${productName}" cannot be engraved.`;
  if (text === '') return `Please enter the text to engrave on "${productName}".`;
  const length = engravingLength(text);
  if (length > offer.maxCharacters) {
    return `The engraving for "${productName}" can be at most ${offer.maxCharacters} characters (it has ${length}).`;
  }
  const bad = disallowedCharacters(text, offer.allowedCharacters);
  if (bad.length > 0) {
    return `The engraving for "${productName}" cannot include ${bad.map(shown).join(', ')}.`;
  }
  return null;
}

/** 'Engraving: "A & J"' beside a line's name (mail, CSV, print); '' when not engraved. */
export const engravingLabel = (text: string | null | undefined) =>
  text ? `Engraving: "${text}"` : '';

/** A line's choice and engraving, '; '-joined: 'Size: N; Engraving: "A & J"'. */
export const lineDetails = (choice: string, engraving: string | null | undefined) =>
  [choice, engravingLabel(engraving)].filter(Boolean).join('; ');
