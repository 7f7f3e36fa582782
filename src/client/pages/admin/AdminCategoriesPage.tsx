import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { ActionFeedback } from '../../components/admin/ActionFeedback';
import { AdminPageHeader } from '../../components/admin/AdminPageHeader';
import { BackToListButton } from '../../components/admin/BackToListButton';
import { adminTabLook } from '../../components/admin/adminTabLook';
import { CategoryDetails } from '../../components/admin/categories/CategoryDetails';
import { CategoryForm } from '../../components/admin/categories/CategoryForm';
import { CategoryTable } from '../../components/admin/categories/CategoryTable';
import {
  matchesStatus,
  statusFilters,
  type AdminCategory,
  type StatusFilter,
} from '../../components/admin/categories/categoryTypes';
import { DeleteCategoryPanel } from '../../components/admin/categories/DeleteCategoryPanel';
import { groupCategories } from '../../components/admin/products/productFormRules';
import { ErrorBanner } from '../../components/ui/ErrorBanner';
import { Spinner } from '../../components/ui/Spinner';
import { TabList, tabPanelProps } from '../../components/ui/Tabs';
import { useTimedNotice } from '../../hooks/useTimedNotice';
import { useTRPC } from '../../lib/trpc';

type Mode =
  | { kind: 'list' }
  | { kind: 'create' }
  | { kind: 'edit'; id: string }
  | { kind: 'view'; id: string };

const headings = {
  list: 'Categories',
  create: 'Add Category',
  edit: 'Edit Category',
  view: 'Category Details',
};

/** Each top-level category followed by its children, so the table reads as the tree it is. */
function parentsThenChildren(list: AdminCategory[]): AdminCategory[] {
  const groups = groupCategories(list);
  return groups.parents.flatMap((parent) => [parent, ...groups.childrenOf(parent._id)]);
}

/** /admin/categories: spec §2's list, create, edit and view modes on one page. */
export function AdminCategoriesPage() {
  const trpc = useTRPC();
  const categories = useQuery(trpc.admin.categories.list.queryOptions());
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [filter, setFilter] = useState<StatusFilter>('all');
  const [deleting, setDeleting] = useState<AdminCategory | null>(null);
  const { notice, show, clear } = useTimedNotice();

  const go = (next: Mode) => {
    clear();
    setDeleting(null);
    setMode(next);
    window.scrollTo({ top: 0 });
  };
  const backToList = (message?: string) => {
    go({ kind: 'list' });
    if (message) show(message);
  };
  const actions = {
    onView: (c: AdminCategory) => go({ kind: 'view', id: c._id }),
    onEdit: (c: AdminCategory) => go({ kind: 'edit', id: c._id }),
    onDelete: (c: AdminCategory) => {
      clear();
      setDeleting(c);
    },
  };

  const all = useMemo(() => parentsThenChildren(categories.data ?? []), [categories.data]);
  const editing = mode.kind === 'edit' ? all.find((c) => c._id === mode.id) : undefined;
  const shown = all.filter((c) => matchesStatus(c, filter));

  return (
    <div className="space-y-6">
      <div>
        {mode.kind !== 'list' && (
          <BackToListButton label="Back to Categories" onClick={() => go({ kind: 'list' })} />
        )}
        <AdminPageHeader
          title={headings[mode.kind]}
          actions={
            mode.kind === 'list' && (
              <button type="button" className="btn-primary" onClick={() => go({ kind: 'create' })}>
                <Plus className="size-4" aria-hidden />
                Add Category
              </button>
            )
          }
        />
      </div>

      <ActionFeedback notice={notice} error={null} onDismissError={clear} />
      {deleting && (
        <DeleteCategoryPanel
          key={deleting._id}
          category={deleting}
          onCancel={() => setDeleting(null)}
          onDeleted={(message) => backToList(message)}
        />
      )}

      {categories.isPending ? (
        <Spinner label="Loading categories…" />
      ) : categories.isError ? (
        <ErrorBanner
          message={
            mode.kind === 'list'
              ? 'Failed to fetch categories. Please try again.'
              : 'Failed to load categories. Please try again.'
          }
          onRetry={() => void categories.refetch()}
        />
      ) : mode.kind === 'view' ? (
        <CategoryDetails id={mode.id} actions={actions} />
      ) : mode.kind === 'create' || mode.kind === 'edit' ? (
        mode.kind === 'edit' && !editing ? (
          <ErrorBanner message="Failed to fetch category details. Please try again." />
        ) : (
          <CategoryForm
            key={mode.kind === 'edit' ? mode.id : 'new'}
            categories={all}
            category={editing}
            onSaved={backToList}
            onCancel={() => backToList()}
          />
        )
      ) : (
        <section className="rounded-lg bg-white shadow-sm ring-1 ring-ink/5">
          <div className="px-3 pt-2">
            <TabList
              label="Category status"
              idPrefix="category-status"
              tabs={statusFilters}
              selected={filter}
              onSelect={setFilter}
              look={adminTabLook}
            />
          </div>
          <div {...tabPanelProps('category-status', filter)}>
            <CategoryTable
              categories={shown}
              caption={`${statusFilters.find((f) => f.id === filter)?.label} categories`}
              empty={
                filter === 'all'
                  ? 'No categories yet. Add the first one.'
                  : `No ${filter} categories.`
              }
              actions={actions}
            />
          </div>
        </section>
      )}
    </div>
  );
}
