import {
  DEFAULT_ENGRAVING_CHARACTERS,
  DEFAULT_ENGRAVING_MAX_CHARACTERS,
} from '../../../../shared/engraving';
import type { AdminProduct } from './productFormState';
import { parsePrice, parseStock } from './productFormRules';

/** The product form's engraving offer (decision 056): numbers kept as typed text. */
export interface EngravingDraft {
  offered: boolean;
  maxCharacters: string;
  allowedCharacters: string;
  price: string;
  extraDays: string;
}

const emptyDraft: EngravingDraft = {
  offered: false,
  maxCharacters: String(DEFAULT_ENGRAVING_MAX_CHARACTERS),
  allowedCharacters: DEFAULT_ENGRAVING_CHARACTERS,
  price: '0.00',
  extraDays: '0',
};

export const engravingFormField = {
  empty: emptyDraft,
  from: (p: AdminProduct): EngravingDraft =>
    p.engraving
      ? {
          offered: true,
          maxCharacters: String(p.engraving.maxCharacters),
          allowedCharacters: p.engraving.allowedCharacters,
          price: p.engraving.price.toFixed(2),
          extraDays: String(p.engraving.extraDays),
        }
      : emptyDraft,
  /** Off sends null (not offered); on, the offer with its numbers read. */
  to: (d: EngravingDraft) =>
    d.offered
      ? {
          maxCharacters: parseStock(d.maxCharacters),
          allowedCharacters: d.allowedCharacters,
          price: parsePrice(d.price),
          extraDays: parseStock(d.extraDays),
        }
      : null,
};
