import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { CAROUSEL_PER_SLIDE, SLIDER_TRANSITION_MS } from '../../../shared/constants';
import type { Product } from '../../lib/trpc';
import { CarouselItem } from './CarouselItem';
import { SectionHeading } from './SectionHeading';

const arrowClass =
  'grid size-11 place-items-center rounded-full border border-ink/15 bg-white text-ink transition hover:border-gold hover:text-gold-dark disabled:cursor-not-allowed disabled:opacity-35 disabled:hover:border-ink/15 disabled:hover:text-ink';

function toSlides(products: Product[]) {
  const slides: Product[][] = [];
  for (let i = 0; i < products.length; i += CAROUSEL_PER_SLIDE) {
    slides.push(products.slice(i, i + CAROUSEL_PER_SLIDE));
  }
  return slides;
}

/** A shelf that pages through its products a slide at a time; it stops (no wrap) at both ends. */
export function ProductCarousel({
  eyebrow,
  title,
  products,
  testId,
}: {
  eyebrow: string;
  title: string;
  products: Product[];
  testId: string;
}) {
  const baseId = useId();
  const [index, setIndex] = useState(0);
  const slides = toSlides(products);
  const last = Math.max(slides.length - 1, 0);
  const current = Math.min(index, last);
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);

  // A button disables itself at the end; focus moves to the other one instead of being lost.
  const move = (to: number) => {
    setIndex(to);
    if (to === 0) nextRef.current?.focus();
    if (to === last) prevRef.current?.focus();
  };

  return (
    <section
      aria-labelledby={`${baseId}-heading`}
      aria-roledescription="carousel"
      data-testid={testId}
      className="container-page py-14 sm:py-20"
    >
      <SectionHeading id={`${baseId}-heading`} eyebrow={eyebrow} title={title} align="left">
        {slides.length > 0 && (
          <div className="flex items-center gap-3">
            <span
              className="min-w-12 text-center text-sm text-stone tabular-nums"
              aria-live="polite"
            >
              {current + 1} / {slides.length}
            </span>
            <button
              type="button"
              ref={prevRef}
              aria-label={`Previous ${title}`}
              className={arrowClass}
              disabled={current === 0}
              onClick={() => move(current - 1)}
            >
              <ChevronLeft className="size-5" aria-hidden />
            </button>
            <button
              type="button"
              ref={nextRef}
              aria-label={`Next ${title}`}
              className={arrowClass}
              disabled={current === last}
              onClick={() => move(current + 1)}
            >
              <ChevronRight className="size-5" aria-hidden />
            </button>
          </div>
        )}
      </SectionHeading>
      {slides.length === 0 ? (
        <p className="py-12 text-center text-stone">No products found</p>
      ) : (
        <div className="mt-8 overflow-hidden">
          <div
            className="flex transition-transform ease-in-out motion-reduce:transition-none"
            style={{
              transform: `translateX(-${current * 100}%)`,
              transitionDuration: `${SLIDER_TRANSITION_MS}ms`,
            }}
          >
            {slides.map((slide, i) => (
              <div
                key={slide[0]?._id ?? i}
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${slides.length}`}
                aria-hidden={i !== current}
                inert={i !== current}
                className="w-full shrink-0 px-px py-1"
              >
                <ul className="grid gap-4 md:grid-cols-2 md:gap-6">
                  {slide.map((product) => (
                    <li key={product._id}>
                      <CarouselItem product={product} />
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </div>
      )}
    </section>
  );
}
