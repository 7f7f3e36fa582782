import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useState, type FocusEvent } from 'react';
import { SLIDER_INTERVAL_MS } from '../../../shared/constants';
import { useHydrated } from '../../hooks/useHydrated';
import type { HomeSlide } from '../../../shared/homePage';
import { HeroSlideView } from './HeroSlideView';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

const arrowClass =
  'grid size-10 place-items-center rounded-full bg-white/80 text-ink shadow-sm ring-1 ring-ink/10 backdrop-blur transition hover:bg-white hover:text-gold-dark';

/**
 * The home page's hero: three slides that cross-fade every few seconds. Autoplay rests while the
 * pointer or keyboard focus is inside, and for visitors who ask for reduced motion. Until the
 * slides arrive (a visit that starts elsewhere), a blank band of the same height holds the place.
 */
export function HeroSlider({ slides }: { slides: HomeSlide[] }) {
  const count = Math.max(slides.length, 1);
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const hydrated = useHydrated();
  const paused = hovered || focused || reducedMotion || slides.length === 0;

  // Keyed on the index too, so a manual move gives the new slide a full interval.
  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), SLIDER_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [index, paused, count]);

  const go = (next: number) => setIndex((next + count) % count);
  const leaveFocus = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Featured collections"
      data-testid="hero-slider"
      className="relative overflow-hidden"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={leaveFocus}
    >
      <div className="grid" aria-live={paused ? 'polite' : 'off'}>
        {slides.length === 0 && <div className="min-h-[36rem] bg-pearl" />}
        {slides.map((slide, i) => (
          <HeroSlideView
            key={i}
            slide={slide}
            // The first slide's picture is the page's largest: the others wait until the page
            // is taken over, so they never share the connection with it.
            picture={i === 0 || hydrated ? slide.image : null}
            position={i + 1}
            total={slides.length}
            active={i === index}
          />
        ))}
      </div>
      <div className="absolute inset-x-0 bottom-6 z-20 flex items-center justify-center gap-4 md:bottom-10">
        <button
          type="button"
          aria-label="Previous slide"
          className={arrowClass}
          onClick={() => go(index - 1)}
        >
          <ChevronLeft className="size-5" aria-hidden />
        </button>
        <div className="flex items-center gap-1">
          {slides.map((_, i) => (
            <button
              key={i}
              type="button"
              aria-label={`Go to slide ${i + 1}`}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => go(i)}
              className="group grid h-8 min-w-8 place-items-center px-1"
            >
              <span
                className={`block h-2 rounded-full transition-all duration-500 ${i === index ? 'w-8 bg-gold' : 'w-2 bg-ink/25 group-hover:bg-ink/50'}`}
              />
            </button>
          ))}
        </div>
        <button
          type="button"
          aria-label="Next slide"
          className={arrowClass}
          onClick={() => go(index + 1)}
        >
          <ChevronRight className="size-5" aria-hidden />
        </button>
      </div>
    </section>
  );
}
