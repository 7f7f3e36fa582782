import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { SLIDER_TRANSITION_MS } from '../../../shared/constants';
import { formatGBP } from '../../../shared/money';
import type { HomeSlide } from '../../../shared/homePage';
import { ProductImage } from '../ui/ProductImage';
import { GemPlaceholder } from './GemPlaceholder';
import { slideLooks } from './heroSlides';

/** One slide: copy on the left, a piece of what it links to framed in an arch on the right. */
export function HeroSlideView({
  slide,
  picture,
  position,
  total,
  active,
}: {
  slide: HomeSlide;
  /** Null until the page is taken over, for every slide but the first. */
  picture: string | null;
  position: number;
  total: number;
  active: boolean;
}) {
  const look = slideLooks[(position - 1) % slideLooks.length]!;
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={`${position} of ${total}`}
      aria-hidden={!active}
      inert={!active}
      style={{ transitionDuration: `${SLIDER_TRANSITION_MS}ms` }}
      className={`col-start-1 row-start-1 bg-gradient-to-br transition-opacity ease-in-out motion-reduce:transition-none ${look.backdrop} ${active ? 'z-10 opacity-100' : 'opacity-0'}`}
    >
      <div className="container-page grid items-center gap-8 pt-10 pb-24 sm:pt-14 md:grid-cols-2 md:gap-12 md:pt-16 md:pb-28 lg:min-h-[36rem]">
        <div className="order-2 text-center md:order-1 md:text-left">
          {slide.offer && (
            <p className="inline-flex items-center rounded-full border border-gold/40 bg-white/60 px-4 py-1 text-xs font-medium tracking-[0.2em] text-gold-dark uppercase">
              {slide.offer}
            </p>
          )}
          <h2 className="mt-5 text-5xl leading-[1.05] font-medium text-ink sm:text-6xl lg:text-7xl">
            {slide.title}
          </h2>
          <p className="mx-auto mt-5 max-w-md text-base leading-relaxed text-stone sm:text-lg md:mx-0">
            {slide.subtitle}
          </p>
          {slide.fromPrice !== null && (
            <p className="mt-6 font-display text-2xl text-ink">
              From{' '}
              <span className="font-semibold text-gold-dark">{formatGBP(slide.fromPrice)}</span>
            </p>
          )}
          <Link to={slide.link} className="btn-primary mt-8 px-8 py-3 tracking-wide">
            Shop Now <ArrowRight className="size-4" aria-hidden />
          </Link>
        </div>
        <div className="relative order-1 mx-auto w-full max-w-[15rem] sm:max-w-xs md:order-2 md:max-w-md">
          <div aria-hidden className={`absolute -inset-6 rounded-full blur-3xl ${look.glow}`} />
          <div className="relative aspect-[4/5] overflow-hidden rounded-t-[50%_40%] rounded-b-[2rem] bg-white/70 shadow-2xl ring-1 shadow-gold-dark/15 ring-white">
            {picture ? (
              <ProductImage
                src={picture}
                alt=""
                eager={position === 1}
                fetchPriority={position === 1 ? 'high' : 'auto'}
                width={800}
                height={1000}
                className="size-full object-cover"
              />
            ) : (
              <GemPlaceholder />
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
