import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Download, PackageSearch, Plus, Upload } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { showingRange } from '../../../shared/pagination';
import { ActionFeedback } from '../../components/admin/ActionFeedback';
import { AdminPageHeader } from '../../components/admin/AdminPageHeader';
import { useActionFeedback } from '../../components/admin/useActionFeedback';
import { AdminProductCard } from '../../components/admin/products/AdminProductCard';
import { AdminProductRow } from '../../components/admin/products/AdminProductRow';
import { BulkActionBar } from '../../components/admin/products/BulkActionBar';
import { CheckboxField } from '../../components/admin/products/CheckboxField';
import { ProductFilters } from '../../components/admin/products/ProductFilters';
import {
  readProductListQuery,
  withProductListChanges,
  type ProductListParam,
} from '../../components/admin/products/productListParams';
import { Pagination } from '../../components/catalog/Pagination';
import { ErrorBanner } from '../../components/ui/ErrorBanner';
import { Spinner } from '../../components/ui/Spinner';
import { useMediaQuery } from '../../hooks/useMediaQuery';
import { downloadCsv } from '../../lib/downloadCsv';
import { useTRPC } from '../../lib/trpc';

/** /admin/products: every product, hidden ones too, as cards (rows on a phone) with filters and pages. */
export function AdminProductsPage() {
  const trpc = useTRPC();
  const [params, setParams] = useSearchParams();
  const query = readProductListQuery(params);
  const queryClient = useQueryClient();
  const categories = useQuery(trpc.admin.categories.list.queryOptions());
  const products = useQuery(
    trpc.admin.products.list.queryOptions(query, {
      placeholderData: keepPreviousData,
    }),
  );
  const [confirmingId, setConfirmingId] = useState<string | null>(null);
  const feedback = useActionFeedback();
  const remove = useMutation(trpc.admin.products.delete.mutationOptions());
  // Chosen for a bulk change; kept while the owner pages through the list.
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [exporting, setExporting] = useState(false);

  const change = (changes: Partial<Record<ProductListParam, string | null>>) => {
    setConfirmingId(null);
    setParams((prev) => withProductListChanges(prev, changes), {
      replace: true,
      preventScrollReset: true,
    });
  };
  const goToPage = (page: number) => {
    change({ page: String(page) });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const confirmDelete = (id: string) =>
    feedback.run(async () => {
      await remove.mutateAsync({ id });
      // Out of the grid at once; the page is then read again so it fills up from the next one.
      const wasLastOnPage = products.data?.products.length === 1;
      queryClient.setQueryData(
        trpc.admin.products.list.queryKey(query),
        (page) => page && { ...page, products: page.products.filter((p) => p._id !== id) },
      );
      setConfirmingId(null);
      if (wasLastOnPage && query.page > 1) goToPage(query.page - 1);
      void queryClient.invalidateQueries(trpc.admin.products.pathFilter());
      void queryClient.invalidateQueries(trpc.catalog.pathFilter());
      return { message: 'Product deleted successfully.' };
    }, 'Failed to delete product. Please try again.');

  const toggle = (ids: string[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  /** The list's filtered products, every page, as the CSV the import reads. */
  const exportCsv = async () => {
    setExporting(true);
    const { search, parent, category } = query;
    const filters = Object.entries({ search, parent, category }).filter(
      (entry): entry is [string, string] => !!entry[1],
    );
    await feedback.run(async () => {
      await downloadCsv('products', new URLSearchParams(filters), () => {});
      return { message: 'Products exported.' };
    }, 'Failed to export products. Please try again.');
    setExporting(false);
  };
  const bulkApplied = async (message: string) => {
    setSelected(new Set());
    await feedback.run(async () => {
      await Promise.all([
        queryClient.invalidateQueries(trpc.admin.products.pathFilter()),
        queryClient.invalidateQueries(trpc.catalog.pathFilter()),
      ]);
      return { message };
    }, 'Failed to fetch products. Please try again.');
  };

  // Cards from the grid's two columns up; a phone gets a compact row each (not a photo each).
  const wide = useMediaQuery('(min-width: 640px)');
  const Item = wide ? AdminProductCard : AdminProductRow;
  const data = products.data;
  const range = data && showingRange(data.page, data.limit, data.total);
  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Products"
        description={
          data &&
          range &&
          data.total > 0 && (
            <span aria-live="polite">
              Showing {range.from}-{range.to} of {data.total} products
            </span>
          )
        }
        actions={
          <>
            <button
              type="button"
              className="btn-outline"
              disabled={exporting}
              onClick={() => void exportCsv()}
            >
              <Download className="size-4" aria-hidden />
              {exporting ? 'Exporting…' : 'Export CSV'}
            </button>
            <Link to="/admin/products/import" className="btn-outline">
              <Upload className="size-4" aria-hidden />
              Import CSV
            </Link>
            <Link to="/admin/products/new" className="btn-primary">
              <Plus className="size-4" aria-hidden />
              New Product
            </Link>
          </>
        }
      />
      <ActionFeedback
        notice={feedback.notice}
        error={feedback.error}
        onDismissError={feedback.dismissError}
      />

      {categories.isError && (
        <ErrorBanner
          message="Failed to fetch data. Please try again."
          onRetry={() => void categories.refetch()}
        />
      )}
      <ProductFilters
        query={query}
        categories={categories.data ?? []}
        onChange={change}
        onClear={() =>
          change({ search: null, parent: null, category: null, sort: null, order: null })
        }
      />

      {products.isPending ? (
        <Spinner label="Loading products…" />
      ) : products.isError ? (
        <ErrorBanner
          message="Failed to fetch products. Please try again."
          onRetry={() => void products.refetch()}
        />
      ) : products.data.products.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-lg bg-white px-6 py-14 text-center shadow-sm ring-1 ring-ink/5">
          <PackageSearch className="size-8 text-gold-dark" aria-hidden />
          <p className="text-stone">No products found for the selected filters.</p>
        </div>
      ) : (
        <>
          <CheckboxField
            label="Select all on this page"
            checked={products.data.products.every((p) => selected.has(p._id))}
            onChange={(event) =>
              toggle(
                products.data.products.map((p) => p._id),
                event.target.checked,
              )
            }
          />
          <ul
            aria-label="Products"
            aria-busy={products.isPlaceholderData}
            className={`${
              wide
                ? 'grid gap-5 sm:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-4'
                : 'divide-y divide-ink/10 rounded-lg bg-white shadow-sm ring-1 ring-ink/5'
            } ${products.isPlaceholderData ? 'opacity-60' : ''}`}
          >
            {products.data.products.map((product) => (
              <li key={product._id} className="flex">
                <Item
                  product={product}
                  selected={selected.has(product._id)}
                  onToggleSelect={(on) => toggle([product._id], on)}
                  confirming={confirmingId === product._id}
                  deleting={remove.isPending && remove.variables?.id === product._id}
                  onAskDelete={() => {
                    feedback.dismissError();
                    setConfirmingId(product._id);
                  }}
                  onCancelDelete={() => setConfirmingId(null)}
                  onConfirmDelete={() => void confirmDelete(product._id)}
                />
              </li>
            ))}
          </ul>
          <Pagination page={products.data.page} pages={products.data.pages} onChange={goToPage} />
        </>
      )}
      {selected.size > 0 && (
        <BulkActionBar
          ids={[...selected]}
          categories={categories.data ?? []}
          onClear={() => setSelected(new Set())}
          onApplied={bulkApplied}
        />
      )}
    </div>
  );
}
