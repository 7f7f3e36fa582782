import {
  ENGRAVING_NO_RETURNS_NOTICE,
  engravingProblem,
  type EngravingOffer,
} from '../../../shared/engraving';
import { DomainError } from '../../errors';

/** What a line asks to have engraved, as Place Order received it (trimmed). */
interface EngravingRequest {
  text: string;
  acceptsNoReturns: boolean;
}

/** A line's engraving as the order keeps it: none is `{ text: null, pricePence: 0, … }`. */
export interface LineEngraving {
  text: string | null;
  /** Added to each unit's price, from the product row locked by the order. */
  pricePence: number;
  extraDays: number;
}

const notEngraved: LineEngraving = { text: null, pricePence: 0, extraDays: 0 };

/**
 * The engraving of one line, checked against the product as the order's transaction read it
 * (decision 056): the piece offers it, the text fits its length and characters, and the shopper
 * accepted that it cannot be returned unless faulty. An empty text is no engraving.
 */
export function lineEngraving(
  product: { name: string; engraving: EngravingOffer | null },
  request: EngravingRequest | undefined,
): LineEngraving {
  if (!request || request.text === '') return notEngraved;
  const problem = engravingProblem(product.name, product.engraving, request.text);
  if (problem) throw new DomainError('BAD_REQUEST', problem);
  if (!request.acceptsNoReturns) {
    throw new DomainError(
      'BAD_REQUEST',
      `Please tick "${ENGRAVING_NO_RETURNS_NOTICE}" to have "${product.name}" engraved.`,
    );
  }
  const offer = product.engraving!;
  return { text: request.text, pricePence: offer.pricePence, extraDays: offer.extraDays };
}
