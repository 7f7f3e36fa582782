import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { Breadcrumbs, type Crumb } from '../components/catalog/Breadcrumbs';
import { ProductDetails } from '../components/catalog/ProductDetails';
import { ProductGallery } from '../components/catalog/ProductGallery';
import { RelatedProducts } from '../components/catalog/RelatedProducts';
import { errorCode, retryUnlessClientError } from '../components/catalog/retry';
import { ProductReviews } from '../components/reviews/ProductReviews';
import { ErrorBanner } from '../components/ui/ErrorBanner';
import { Spinner } from '../components/ui/Spinner';
import { categoryHref } from '../lib/links';
import { useTRPC, type Product } from '../lib/trpc';
import { usePageTitle } from '../components/layout/PageTitle';

function productCrumbs(product: Product): Crumb[] {
  const { category } = product;
  const collection = category.parentCategory;
  return [
    { label: 'Home', to: '/' },
    ...(collection ? [{ label: collection.name, to: categoryHref(collection.name) }] : []),
    { label: category.name, to: categoryHref(category.name) },
    { label: product.name },
  ];
}

export function ProductPage() {
  const trpc = useTRPC();
  const { id = '' } = useParams();
  const query = useQuery(
    trpc.catalog.product.queryOptions({ id }, { retry: retryUnlessClientError }),
  );
  // A malformed id can name no product either, so it reads the same as a missing one.
  const code = query.isError ? errorCode(query.error) : null;
  const missing = code === 'NOT_FOUND' || code === 'BAD_REQUEST';
  usePageTitle(query.data?.name ?? (missing ? 'Product not found' : null));

  if (query.isPending) return <Spinner label="Loading product…" className="min-h-[50vh]" />;
  if (query.isError) {
    return (
      <div className="container-page max-w-3xl py-16">
        <ErrorBanner
          message={missing ? 'Product not found' : 'Failed to fetch product'}
          onRetry={missing ? undefined : () => void query.refetch()}
        >
          {missing && (
            <Link to="/products" className="btn-outline shrink-0 py-2">
              Back to products
            </Link>
          )}
        </ErrorBanner>
      </div>
    );
  }

  const product = query.data;
  return (
    <div className="container-page py-8 lg:py-12">
      <Breadcrumbs crumbs={productCrumbs(product)} />
      {/* Keyed so the chosen picture and quantity start afresh on another product. */}
      <div key={product._id} className="mt-6 grid gap-8 lg:mt-8 lg:grid-cols-2 lg:gap-16">
        <ProductGallery product={product} />
        <ProductDetails product={product} />
      </div>
      <ProductReviews key={`reviews-${product._id}`} productId={product._id} />
      <RelatedProducts productId={product._id} />
    </div>
  );
}
