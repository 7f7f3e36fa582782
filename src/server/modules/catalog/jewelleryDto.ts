import { CARAT_DECIMALS, fromUnits, GRAM_DECIMALS } from '../../../shared/jewellery';
import type { jewelleryColumns } from '../../db/schema/jewellery';
import type { ProductFields } from './productDto';

const measure = (units: number | null, decimals: number) =>
  units === null ? null : fromUnits(units, decimals);

/** A product's jewellery details as the API shows them (decision 042): carats and grams. */
export const jewelleryDetailsDto = (p: Pick<ProductFields, keyof typeof jewelleryColumns>) => ({
  fineness: p.fineness,
  stone: p.stone,
  caratWeight: measure(p.caratPoints, CARAT_DECIMALS),
  diamondColour: p.diamondColour,
  diamondClarity: p.diamondClarity,
  certificateLab: p.certificateLab,
  certificateNumber: p.certificateNumber,
  assayOffice: p.assayOffice,
  weightGrams: measure(p.weightMg, GRAM_DECIMALS),
});
