import { ChevronDown } from 'lucide-react';
import { Link } from 'react-router';
import { categoryHref } from '../../lib/links';
import { CategoriesStatus } from './CategoriesStatus';
import { useCategoryTree } from '../../hooks/useCategoryTree';

const childLinkClass = 'block py-2 text-base text-stone hover:text-gold-dark';

/** The mobile menu's collections: each parent expands to 'All {parent}' and its children. */
export function MobileCategoryTree({ onChoose }: { onChoose: () => void }) {
  const { data: tree, isPending, isError } = useCategoryTree();
  if (isPending || isError) return <CategoriesStatus failed={isError} className="pb-4" />;
  return (
    <ul className="pb-3 pl-4">
      {tree.map((parent) =>
        parent.children.length === 0 ? (
          <li key={parent._id}>
            <Link to={categoryHref(parent._id)} onClick={onChoose} className="block py-2 text-lg">
              {parent.name}
            </Link>
          </li>
        ) : (
          <li key={parent._id}>
            <details className="group/parent">
              <summary className="flex cursor-pointer list-none items-center justify-between py-2 text-lg hover:text-gold-dark [&::-webkit-details-marker]:hidden">
                {parent.name}
                <ChevronDown
                  className="size-4 transition-transform group-open/parent:rotate-180"
                  aria-hidden
                />
              </summary>
              <ul className="border-l border-gold-light pb-2 pl-4">
                <li>
                  <Link to={categoryHref(parent._id)} onClick={onChoose} className={childLinkClass}>
                    All {parent.name}
                  </Link>
                </li>
                {parent.children.map((child) => (
                  <li key={child._id}>
                    <Link
                      to={categoryHref(child._id)}
                      onClick={onChoose}
                      className={childLinkClass}
                    >
                      {child.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </details>
          </li>
        ),
      )}
    </ul>
  );
}
