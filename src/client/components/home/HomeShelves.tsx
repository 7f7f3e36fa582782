import { ErrorBanner } from '../ui/ErrorBanner';
import { Spinner } from '../ui/Spinner';
import { ComingSoonBanners } from './ComingSoonBanners';
import { ProductCarousel } from './ProductCarousel';
import { ProductTabs } from './ProductTabs';
import type { HomeShowcase } from './homeShowcase';

/** The product half of the home page: both presentations of the spec, fed by one query. */
export function HomeShelves({
  home,
  error,
  onRetry,
}: {
  home: HomeShowcase | undefined;
  error: string | null;
  onRetry: () => void;
}) {
  if (error !== null) {
    return (
      <div className="container-page py-14">
        <ErrorBanner message={`Error: ${error}`} onRetry={onRetry} />
      </div>
    );
  }
  if (!home) return <Spinner label="Loading products…" className="py-24" />;
  return (
    <>
      <ProductTabs home={home} />
      <div className="bg-pearl/60">
        <ProductCarousel
          eyebrow="Hand-picked"
          title="Featured Products"
          products={home.featured.products}
          testId="featured-carousel"
        />
      </div>
      <ProductCarousel
        eyebrow="Most loved"
        title="Bestselling"
        products={home.bestselling.products}
        testId="bestselling-carousel"
      />
      <ComingSoonBanners />
    </>
  );
}
