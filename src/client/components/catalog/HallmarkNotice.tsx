import { Link } from 'react-router';
import { hallmarkNeed } from '../../../shared/hallmarking';
import { HALLMARKING_PATH } from '../../../shared/legalPages';
import type { Product } from '../../lib/trpc';

/**
 * Under the price of a precious-metal piece: whether it is hallmarked or exempt by weight, and a
 * link to the Dealer's Notice that explains the marks (decision 058). Nothing on other pieces.
 */
export function HallmarkNotice({
  product,
}: {
  product: Pick<Product, 'material' | 'weightGrams'>;
}) {
  const need = hallmarkNeed(product.material, product.weightGrams);
  if (!need) return null;
  return (
    <p className="text-xs text-stone" data-testid="hallmark-notice">
      {need.exempt
        ? `Under ${need.exemptionGrams} g of ${need.metal}: exempt from UK hallmarking.`
        : 'UK hallmarked by an independent assay office.'}{' '}
      <Link
        to={HALLMARKING_PATH}
        className="font-medium text-gold-dark underline underline-offset-4"
      >
        What the hallmarks mean (Dealer&apos;s Notice)
      </Link>
    </p>
  );
}
