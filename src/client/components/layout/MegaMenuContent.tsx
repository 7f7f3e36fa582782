import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { useCategoryTree } from '../../hooks/useCategoryTree';
import { categoryHref } from '../../lib/links';
import { CategoriesStatus } from './CategoriesStatus';

/** The Collections panel: every parent category with its children, and a way to the whole shop. */
export function MegaMenuContent({
  categories: { data: tree, isPending, isError },
  onChoose,
}: {
  categories: ReturnType<typeof useCategoryTree>;
  onChoose: () => void;
}) {
  if (isPending || isError) return <CategoriesStatus failed={isError} />;
  return (
    <div className="grid grid-cols-[1fr_16rem] gap-10">
      <ul className="grid grid-cols-4 gap-x-8 gap-y-8">
        {tree.map((parent) => (
          <li key={parent._id}>
            <Link
              to={categoryHref(parent._id)}
              onClick={onChoose}
              className="font-display text-xl text-ink hover:text-gold-dark"
            >
              {parent.name}
            </Link>
            {parent.children.length > 0 && (
              <ul className="mt-3 space-y-2">
                {parent.children.map((child) => (
                  <li key={child._id}>
                    <Link
                      to={categoryHref(child._id)}
                      onClick={onChoose}
                      className="text-sm text-stone hover:text-gold-dark"
                    >
                      {child.name}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
      <Link
        to="/products"
        onClick={onChoose}
        className="group flex flex-col justify-end rounded-lg bg-pearl p-6 hover:bg-gold-light/60"
      >
        <span className="text-xs tracking-[0.2em] text-gold-dark uppercase">The collection</span>
        <span className="mt-2 font-display text-2xl leading-tight">Shop all jewellery</span>
        <span className="mt-3 inline-flex items-center gap-1 text-sm">
          Browse everything{' '}
          <ArrowRight className="size-4 transition group-hover:translate-x-1" aria-hidden />
        </span>
      </Link>
    </div>
  );
}
