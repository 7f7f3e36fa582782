import { ratingShown } from '../../../shared/ratings';
import { useShopInfo } from '../layout/useShopInfo';
import { Stars } from '../ui/Stars';

/**
 * A product's stars: from its published reviews, else the spec's placeholder while the shop
 * shows it (Shop Information), else "No reviews yet".
 */
export function ProductRating({
  product,
}: {
  product: { _id: string; averageRating: number; reviewCount: number };
}) {
  const { info } = useShopInfo();
  const shown = ratingShown(product, info.showPlaceholderRatings);
  if (!shown) return <p className="text-xs text-stone">No reviews yet</p>;
  return <Stars rating={shown.rating} count={shown.count} />;
}
