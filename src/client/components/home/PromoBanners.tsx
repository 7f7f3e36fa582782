import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { HomeBanner } from '../../../shared/homePage';
import { ProductImage } from '../ui/ProductImage';
import { GemPlaceholder } from './GemPlaceholder';

const tones = [
  'from-pearl to-gold-light/70',
  'from-[#f1f3f6] to-[#d8dee7]',
  'from-[#f4efef] to-[#e2d4d2]',
] as const;

/** The sale the banner's pieces really have: 'Sale 20%' when all do, else 'Sale up to 20%'. */
const saleText = ({ salePercent, saleOnEvery }: HomeBanner) =>
  salePercent === null ? null : `Sale ${saleOnEvery ? '' : 'up to '}${salePercent}%`;

/** Three offer cards; each is one link to the slice of the catalogue it names. */
export function PromoBanners({ banners }: { banners: HomeBanner[] }) {
  if (banners.length === 0) return null;
  return (
    <section aria-label="Offers" className="container-page py-14 sm:py-20">
      <ul className="grid gap-5 md:grid-cols-3 md:gap-6">
        {banners.map((banner, i) => (
          <li key={i}>
            <Link
              to={banner.link}
              className={`group relative flex h-full min-h-52 items-center overflow-hidden rounded-2xl bg-gradient-to-br p-6 shadow-sm ring-1 ring-ink/5 transition hover:shadow-lg sm:p-7 ${tones[i % tones.length]}`}
            >
              <div className="relative z-10 max-w-[55%]">
                {banner.salePercent !== null && (
                  <span className="mb-3 inline-block rounded-full bg-sale px-3 py-1 text-[11px] font-semibold tracking-wider text-white uppercase">
                    {saleText(banner)}
                  </span>
                )}
                <h3 className="text-2xl leading-tight font-medium text-ink sm:text-[1.7rem]">
                  {banner.label}
                </h3>
                <span className="mt-4 inline-flex items-center gap-1.5 text-sm font-medium text-gold-dark">
                  Shop now
                  <ArrowRight className="size-4 transition group-hover:translate-x-1" aria-hidden />
                </span>
              </div>
              <div className="absolute top-1/2 -right-4 size-36 -translate-y-1/2 overflow-hidden rounded-full shadow-md ring-4 ring-white/70 min-[400px]:size-44 sm:size-48 md:size-40 lg:size-48">
                {banner.image ? (
                  <ProductImage
                    src={banner.image}
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
