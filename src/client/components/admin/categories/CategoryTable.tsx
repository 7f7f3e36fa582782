import { Eye, Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { CategoryStatus } from './CategoryStatus';
import type { AdminCategory } from './categoryTypes';

export interface CategoryActions {
  onView: (category: AdminCategory) => void;
  onEdit: (category: AdminCategory) => void;
  onDelete?: (category: AdminCategory) => void;
}

/** View, Edit and (where offered) Delete, in that order. */
const rowActions = ({ onView, onEdit, onDelete }: CategoryActions) => [
  { label: 'View', Icon: Eye, run: onView, danger: false },
  { label: 'Edit', Icon: Pencil, run: onEdit, danger: false },
  ...(onDelete ? [{ label: 'Delete', Icon: Trash2, run: onDelete, danger: true }] : []),
];

const actionButton =
  'inline-flex min-h-9 min-w-9 items-center justify-center gap-1 rounded-md px-2 py-1.5 text-xs font-medium text-stone hover:bg-pearl hover:text-ink';

/** Categories as a table: name, parent (optional), status and the row's actions. */
export function CategoryTable({
  categories,
  caption,
  showParent = true,
  empty,
  actions,
}: {
  categories: AdminCategory[];
  caption: string;
  showParent?: boolean;
  empty: ReactNode;
  actions: CategoryActions;
}) {
  if (categories.length === 0) {
    return <p className="px-5 py-10 text-center text-sm text-stone">{empty}</p>;
  }
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-ink/10 text-xs tracking-wider text-stone uppercase">
          <tr>
            <th scope="col" className="px-3 py-3 font-medium sm:px-4">
              Name
            </th>
            {showParent && (
              <th scope="col" className="hidden px-4 py-3 font-medium sm:table-cell">
                Parent
              </th>
            )}
            <th scope="col" className="px-4 py-3 font-medium">
              Status
            </th>
            <th scope="col" className="px-4 py-3 text-right font-medium">
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink/5">
          {categories.map((category) => (
            <tr key={category._id} className="hover:bg-pearl/40">
              <th scope="row" className="px-4 py-3 font-medium">
                {category.name}
                {showParent && category.parentCategory && (
                  <span className="block text-xs font-normal text-stone sm:hidden">
                    in {category.parentCategory.name}
                  </span>
                )}
                <span className="block text-xs font-normal text-stone">
                  {category.productCount} {category.productCount === 1 ? 'product' : 'products'}
                </span>
              </th>
              {showParent && (
                <td className="hidden px-4 py-3 text-stone sm:table-cell">
                  {category.parentCategory?.name ?? '—'}
                </td>
              )}
              <td className="px-4 py-3">
                <CategoryStatus isActive={category.isActive} />
              </td>
              <td className="px-4 py-2">
                <div className="flex justify-end gap-1">
                  {rowActions(actions).map(({ label, Icon, run, danger }) => (
                    <button
                      key={label}
                      type="button"
                      className={`${actionButton} ${danger ? 'hover:text-sale' : ''}`}
                      aria-label={`${label} ${category.name}`}
                      onClick={() => run(category)}
                    >
                      <Icon className="size-4" aria-hidden />
                      <span className="hidden sm:inline">{label}</span>
                    </button>
                  ))}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
