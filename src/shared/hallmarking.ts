import type { Material } from './constants';

/**
 * UK hallmarking (Hallmarking Act 1973): whether a piece's metal needs a hallmark, and the weights
 * below which it need not. Plain data, for the product page.
 */

export type PreciousMetal = 'gold' | 'silver' | 'platinum' | 'palladium';

const metalOf: Record<Material, PreciousMetal> = {
  'yellow-gold': 'gold',
  'white-gold': 'gold',
  'rose-gold': 'gold',
  platinum: 'platinum',
  silver: 'silver',
};

/** Below these weights of precious metal, an article need not be hallmarked. */
export const exemptionGrams: Record<PreciousMetal, number> = {
  gold: 1,
  silver: 7.78,
  platinum: 0.5,
  palladium: 1,
};

/**
 * What the product page says of a piece's hallmark: it needs one (its metal is precious and it is
 * not known to weigh less than the exemption), it is exempt by weight, or it has no precious
 * metal (null: no notice, no link).
 */
export function hallmarkNeed(material: Material | null, weightGrams: number | null) {
  if (!material) return null;
  const metal = metalOf[material];
  const exempt = weightGrams !== null && weightGrams < exemptionGrams[metal];
  return { metal, exempt, exemptionGrams: exemptionGrams[metal] };
}
