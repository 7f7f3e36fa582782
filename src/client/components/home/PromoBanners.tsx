import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { Product } from '../../lib/trpc';
import { ProductImage } from '../ui/ProductImage';
import { GemPlaceholder } from './GemPlaceholder';
import { isRing, pickPictures } from './showcasePictures';

const banners = [
  {
    title: 'Small design Rings',
    sale: 'Sale 20%',
    to: '/products?category=small-design-rings',
    suits: (p: Product) => p.category.slug === 'small-design-rings',
    tone: 'from-pearl to-gold-light/70',
  },
  {
    title: 'White gold rings',
    sale: 'Sale 10%',
    to: '/products?material=white-gold',
    suits: (p: Product) => p.material === 'white-gold' && isRing(p),
    tone: 'from-[#f1f3f6] to-[#d8dee7]',
  },
  {
    title: 'Platinum Rings',
    sale: 'Sale 30%',
    to: '/products?material=platinum',
    suits: (p: Product) => p.material === 'platinum' && isRing(p),
    tone: 'from-[#f4efef] to-[#e2d4d2]',
  },
] as const;

/** Three offer cards; each is one link to the matching slice of the catalogue. */
export function PromoBanners({ products }: { products: Product[] }) {
  const pictures = pickPictures(
    products,
    banners.map((banner) => banner.suits),
  );
  return (
    <section aria-label="Offers" className="container-page py-14 sm:py-20">
      <ul className="grid gap-5 md:grid-cols-3 md:gap-6">
        {banners.map((banner, i) => (
          <li key={banner.title}>
            <Link
              to={banner.to}
              className={`group relative flex h-full min-h-52 items-center overflow-hidden rounded-2xl bg-gradient-to-br p-6 shadow-sm ring-1 ring-ink/5 transition hover:shadow-lg sm:p-7 ${banner.tone}`}
            >
              <div className="relative z-10 max-w-[55%]">
                <span className="inline-block rounded-full bg-sale px-3 py-1 text-[11px] font-semibold tracking-wider text-white uppercase">
                  {banner.sale}
                </span>
                <h3 className="mt-3 text-2xl leading-tight font-medium text-ink sm:text-[1.7rem]">
                  {banner.title}
                </h3>
                <span className="mt-4 inline-flex items-center gap-1.5 text-sm font-medium text-gold-dark">
                  Shop now
                  <ArrowRight className="size-4 transition group-hover:translate-x-1" aria-hidden />
                </span>
              </div>
              <div className="absolute top-1/2 -right-4 size-36 -translate-y-1/2 overflow-hidden rounded-full shadow-md ring-4 ring-white/70 min-[400px]:size-44 sm:size-48 md:size-40 lg:size-48">
                {pictures[i] ? (
                  <ProductImage
                    src={pictures[i].image}
                    alt=""
                    width={400}
                    height={400}
                    className="size-full object-cover transition duration-700 group-hover:scale-110"
                  />
                ) : (
                  <GemPlaceholder />
                )}
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
