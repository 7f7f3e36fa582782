import { ArrowRight } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { HOME_TAB_LIMIT } from '../../../shared/constants';
import { ProductCard } from '../product/ProductCard';
import { SectionHeading } from './SectionHeading';
import type { HomeShowcase } from './showcasePictures';

const tabs = [
  { key: 'featured', label: 'Featured', viewAll: '/products?filter=featured' },
  { key: 'newArrivals', label: 'New Arrivals', viewAll: '/products?filter=new' },
] as const;

const keyMoves: Record<string, (current: number, last: number) => number> = {
  ArrowRight: (current, last) => (current === last ? 0 : current + 1),
  ArrowLeft: (current, last) => (current === 0 ? last : current - 1),
  Home: () => 0,
  End: (_current, last) => last,
};

/** Featured and New Arrivals as an accessible tab set (arrow keys move between the tabs). */
export function ProductTabs({ home }: { home: HomeShowcase }) {
  const [active, setActive] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();
  const tab = tabs[active] ?? tabs[0];
  const shelf = home[tab.key];
  const products = shelf.products.slice(0, HOME_TAB_LIMIT);

  const onKeyDown = (event: KeyboardEvent) => {
    const move = keyMoves[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(active, tabs.length - 1);
    setActive(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <section aria-labelledby={`${baseId}-heading`} className="container-page py-14 sm:py-20">
      <SectionHeading id={`${baseId}-heading`} eyebrow="Our collection" title="Chosen for you" />
      <div
        role="tablist"
        aria-label="Product collections"
        className="mx-auto mt-8 flex w-fit gap-1 rounded-full bg-pearl p-1"
        onKeyDown={onKeyDown}
      >
        {tabs.map((t, i) => (
          <button
            key={t.key}
            ref={(el) => {
              tabRefs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${t.key}`}
            aria-selected={i === active}
            aria-controls={`${baseId}-panel`}
            tabIndex={i === active ? 0 : -1}
            onClick={() => setActive(i)}
            className={`rounded-full px-5 py-2 text-sm font-medium transition sm:px-7 ${i === active ? 'bg-ink text-ivory shadow-sm' : 'text-stone hover:text-ink'}`}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${tab.key}`}
        className="mt-10"
      >
        {products.length === 0 ? (
          <p className="py-12 text-center text-stone">No products found</p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:gap-6 md:grid-cols-3 lg:grid-cols-4">
            {products.map((product) => (
              <li key={product._id} className="grid">
                <ProductCard product={product} />
              </li>
            ))}
          </ul>
        )}
        {shelf.total > HOME_TAB_LIMIT && (
          <div className="mt-10 text-center">
            <Link to={tab.viewAll} className="btn-outline px-8 py-3">
              View All <ArrowRight className="size-4" aria-hidden />
            </Link>
          </div>
        )}
      </div>
    </section>
  );
}
