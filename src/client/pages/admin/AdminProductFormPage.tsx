import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { AdminPageHeader } from '../../components/admin/AdminPageHeader';
import { ProductForm } from '../../components/admin/products/ProductForm';
import { StockHistory } from '../../components/admin/products/StockHistory';
import {
  categoryForParent,
  groupCategories,
} from '../../components/admin/products/productFormRules';
import {
  emptyProductForm,
  productFormFrom,
} from '../../components/admin/products/productFormState';
import { retryUnlessClientError } from '../../components/catalog/retry';
import { ErrorBanner } from '../../components/ui/ErrorBanner';
import { Spinner } from '../../components/ui/Spinner';
import { useTRPC } from '../../lib/trpc';

/** /admin/products/new and /admin/products/:id: spec §5's product form, to create or to edit. */
export function AdminProductFormPage() {
  const { id } = useParams();
  const title = id ? 'Edit Product' : 'Create New Product';
  return (
    <div className="space-y-6">
      <div>
        <Link
          to="/admin/products"
          className="mb-2 inline-flex items-center gap-1 text-sm text-stone hover:text-gold-dark"
        >
          <ArrowLeft className="size-4" aria-hidden />
          Back to Products
        </Link>
        <AdminPageHeader title={title} />
      </div>
      {id ? <EditProduct id={id} /> : <NewProduct />}
    </div>
  );
}

function useAdminCategories() {
  const trpc = useTRPC();
  return useQuery(trpc.admin.categories.list.queryOptions());
}

function NewProduct() {
  const categories = useAdminCategories();
  if (categories.isPending) return <Spinner />;
  if (categories.isError) {
    return (
      <ErrorBanner
        message="Failed to load data. Please try again."
        onRetry={() => void categories.refetch()}
      />
    );
  }
  const groups = groupCategories(categories.data);
  const firstParent = groups.parents[0]?._id ?? '';
  return (
    <ProductForm
      categories={categories.data}
      initial={emptyProductForm(firstParent, categoryForParent(groups, firstParent))}
    />
  );
}

function EditProduct({ id }: { id: string }) {
  const trpc = useTRPC();
  const categories = useAdminCategories();
  // Always read afresh: the form starts from what the product is now, not from a cached copy.
  const product = useQuery(
    trpc.admin.products.byId.queryOptions(
      { id },
      { staleTime: 0, gcTime: 0, retry: retryUnlessClientError },
    ),
  );
  if (product.isPending || categories.isPending) return <Spinner />;
  if (product.isError) {
    return (
      <ErrorBanner
        message="Failed to load product. Please try again."
        onRetry={() => void product.refetch()}
      />
    );
  }
  if (categories.isError) {
    return (
      <ErrorBanner
        message="Failed to load data. Please try again."
        onRetry={() => void categories.refetch()}
      />
    );
  }
  return (
    <>
      <ProductForm
        key={product.data._id}
        categories={categories.data}
        product={product.data}
        initial={productFormFrom(product.data)}
      />
      <StockHistory productId={id} />
    </>
  );
}
