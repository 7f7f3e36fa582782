import { useQuery } from '@tanstack/react-query';
import { Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatAdminDateTime } from '../../../../shared/londonTime';
import { useTRPC } from '../../../lib/trpc';
import { retryUnlessClientError } from '../../catalog/retry';
import { ErrorBanner } from '../../ui/ErrorBanner';
import { Spinner } from '../../ui/Spinner';
import { CategoryStatus } from './CategoryStatus';
import { CategoryTable, type CategoryActions } from './CategoryTable';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm text-stone">{term}</dt>
      <dd className="text-sm break-words">{children}</dd>
    </div>
  );
}

/** View mode: the category's fields, dates and its child categories. */
export function CategoryDetails({
  id,
  actions,
}: {
  id: string;
  actions: Required<CategoryActions>;
}) {
  const trpc = useTRPC();
  const query = useQuery(
    trpc.admin.categories.byId.queryOptions(
      { id },
      { staleTime: 0, retry: retryUnlessClientError },
    ),
  );
  if (query.isPending) return <Spinner />;
  if (query.isError) {
    return (
      <ErrorBanner
        message="Failed to fetch category details. Please try again."
        onRetry={() => void query.refetch()}
      />
    );
  }
  const { children, ...category } = query.data;
  return (
    <div className="space-y-6">
      <section
        aria-labelledby="category-details-title"
        className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-ink/5 sm:p-6"
      >
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h2 id="category-details-title" className="text-3xl">
            {category.name}
          </h2>
          <div className="flex gap-2">
            <button
              type="button"
              className="btn-outline px-4 py-2"
              onClick={() => actions.onEdit(category)}
            >
              <Pencil className="size-4" aria-hidden />
              Edit
            </button>
            <button
              type="button"
              className="btn-outline px-4 py-2 hover:border-sale hover:text-sale"
              onClick={() => actions.onDelete(category)}
            >
              <Trash2 className="size-4" aria-hidden />
              Delete
            </button>
          </div>
        </div>
        <dl className="mt-4 divide-y divide-ink/5">
          <Detail term="Name">{category.name}</Detail>
          <Detail term="Slug">
            <span className="font-mono">{category.slug}</span>
          </Detail>
          <Detail term="Status">
            <CategoryStatus isActive={category.isActive} />
          </Detail>
          <Detail term="Parent">{category.parentCategory?.name ?? 'None (top level)'}</Detail>
          <Detail term="Description">
            {category.description || <span className="text-stone">No description</span>}
          </Detail>
          <Detail term="Products">{category.productCount}</Detail>
          <Detail term="Created">{formatAdminDateTime(category.createdAt)}</Detail>
          <Detail term="Updated">{formatAdminDateTime(category.updatedAt)}</Detail>
        </dl>
      </section>
      <section
        aria-labelledby="child-categories-title"
        className="rounded-lg bg-white shadow-sm ring-1 ring-ink/5"
      >
        <h2 id="child-categories-title" className="px-5 pt-5 pb-2 text-2xl">
          Child categories
        </h2>
        <CategoryTable
          categories={children}
          caption={`Categories under ${category.name}`}
          showParent={false}
          empty={
            category.parentCategory
              ? 'A child category cannot have categories of its own.'
              : 'No child categories yet.'
          }
          actions={actions}
        />
      </section>
    </div>
  );
}
