import { Link } from 'react-router';
import { findCategory } from '../../lib/listingParams';
import { CATEGORIES_LOADING_TEXT, useCategoryTree } from '../../hooks/useCategoryTree';
import { ErrorBanner } from '../ui/ErrorBanner';

const linkClass = (active: boolean) =>
  `block rounded-md px-3 py-1.5 text-sm transition-colors ${
    active ? 'bg-pearl font-medium text-gold-dark' : 'text-stone hover:bg-pearl/60 hover:text-ink'
  }`;

/** Parent collections; the chosen one opens to show its categories and 'All {parent}'. */
export function CollectionsFilter({
  activeRef,
  searchWith,
}: {
  activeRef: string | undefined;
  searchWith: (changes: { category: string; parent: null }) => string;
}) {
  const tree = useCategoryTree();
  if (tree.isPending) return <p className="px-3 text-sm text-stone">{CATEGORIES_LOADING_TEXT}</p>;
  if (tree.isError) return <ErrorBanner message="Failed to load categories" />;

  const match = activeRef ? findCategory(tree.data, activeRef) : undefined;
  const to = (categoryId: string) => ({
    search: searchWith({ category: categoryId, parent: null }),
  });
  return (
    <ul className="space-y-0.5">
      {tree.data.map((collection) => {
        const open = match?.collection._id === collection._id;
        return (
          <li key={collection._id}>
            <Link
              to={to(collection._id)}
              replace
              preventScrollReset
              aria-expanded={collection.children.length > 0 ? open : undefined}
              className={`block rounded-md px-3 py-1.5 font-display text-lg transition-colors hover:bg-pearl/60 ${
                open ? 'font-semibold text-ink' : 'text-stone hover:text-ink'
              }`}
            >
              {collection.name}
            </Link>
            {open && (
              <ul className="mt-1 mb-2 ml-3 space-y-0.5 border-l border-gold-light pl-2">
                {[
                  { _id: collection._id, name: `All ${collection.name}` },
                  ...collection.children,
                ].map((category) => {
                  const active = match.category._id === category._id;
                  return (
                    <li key={category._id}>
                      <Link
                        to={to(category._id)}
                        replace
                        preventScrollReset
                        aria-current={active ? 'page' : undefined}
                        className={linkClass(active)}
                      >
                        {category.name}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}
