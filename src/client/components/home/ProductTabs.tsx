import { ArrowRight } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { HOME_TAB_LIMIT } from '../../../shared/constants';
import { ProductCard } from '../product/ProductCard';
import { TabList, tabPanelProps, type TabLook } from '../ui/Tabs';
import { SectionHeading } from './SectionHeading';
import type { HomeShowcase } from './homeShowcase';

const tabs = [
  { id: 'featured', label: 'Featured', viewAll: '/products?filter=featured' },
  { id: 'newArrivals', label: 'New Arrivals', viewAll: '/products?filter=new' },
] as const;

const tabLook: TabLook = {
  list: 'mx-auto mt-8 flex w-fit gap-1 rounded-full bg-pearl p-1',
  tab: 'rounded-full px-5 py-2 text-sm font-medium transition sm:px-7',
  selected: 'bg-ink text-ivory shadow-sm',
  other: 'text-stone hover:text-ink',
};

/** Featured and New Arrivals as an accessible tab set (arrow keys move between the tabs). */
export function ProductTabs({ home }: { home: HomeShowcase }) {
  const [selected, setSelected] = useState<(typeof tabs)[number]['id']>('featured');
  const baseId = useId();
  const tab = tabs.find((t) => t.id === selected) ?? tabs[0];
  const shelf = home[tab.id];
  const products = shelf.products.slice(0, HOME_TAB_LIMIT);

  return (
    <section aria-labelledby={`${baseId}-heading`} className="container-page py-14 sm:py-20">
      <SectionHeading id={`${baseId}-heading`} eyebrow="Our collection" title="Chosen for you" />
      <TabList
        label="Product collections"
        idPrefix={baseId}
        tabs={tabs}
        selected={selected}
        onSelect={setSelected}
        look={tabLook}
      />
      <div {...tabPanelProps(baseId, selected)} className="mt-10">
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
