import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { HomeBanner, HomePageSettings, HomeSlide } from '../../../../shared/homePage';
import { useTRPC } from '../../../lib/trpc';
import { HeroSlideView } from '../../home/HeroSlideView';
import { PromoBanners } from '../../home/PromoBanners';
import { useDebouncedValue } from '../../search/useDebouncedValue';

/**
 * The slides and banners as home would show them: the owner's words as typed, and what the
 * links list (picture, "From £…", sale) worked out by the server as for home itself, asked again
 * once the links or pictures stop changing.
 */
export function useHomePreview(homePage: HomePageSettings) {
  const trpc = useTRPC();
  // Compared as text: a new object each render would never settle.
  const measured = useDebouncedValue(
    JSON.stringify({
      slides: homePage.slides.map(({ link, image }) => ({ link: link.trim(), image })),
      banners: homePage.banners.map(({ link }) => ({ link: link.trim() })),
    }),
    400,
  );
  const figures = useQuery({
    ...trpc.admin.home.preview.queryOptions(
      JSON.parse(measured) as {
        slides: { link: string; image: string }[];
        banners: { link: string }[];
      },
    ),
    placeholderData: keepPreviousData,
  });
  const slides: HomeSlide[] = homePage.slides.map((slide, i) => ({
    ...slide,
    image: figures.data?.slides[i]?.image ?? (slide.image || null),
    fromPrice: figures.data?.slides[i]?.fromPrice ?? null,
  }));
  const banners: HomeBanner[] = homePage.banners.map((banner, i) => ({
    ...banner,
    image: figures.data?.banners[i]?.image ?? null,
    salePercent: figures.data?.banners[i]?.salePercent ?? null,
    saleOnEvery: figures.data?.banners[i]?.saleOnEvery ?? false,
  }));
  return { slides, banners, figuresFailed: figures.isError };
}

export function SlidePreview({
  slide,
  position,
  total,
}: {
  slide: HomeSlide;
  position: number;
  total: number;
}) {
  return (
    <ScaledPreview title={`Slide ${position} preview`}>
      <div className="grid">
        <HeroSlideView
          slide={slide}
          picture={slide.image}
          position={position}
          total={total}
          active
        />
      </div>
    </ScaledPreview>
  );
}

export function BannersPreview({ banners }: { banners: HomeBanner[] }) {
  return (
    <ScaledPreview title="Banners preview">
      <PromoBanners banners={banners} />
    </ScaledPreview>
  );
}

/**
 * The storefront's own components drawn at the width of this screen and shrunk to the panel's,
 * so the preview has home's layout at this size. Seen only: it cannot be clicked or focused, and
 * the fields above say the same in words.
 */
function ScaledPreview({ title, children }: { title: string; children: ReactNode }) {
  const frame = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ scale: 0.5, width: 1280, height: 0 });
  useLayoutEffect(() => {
    const measure = () => {
      if (!frame.current || !content.current) return;
      const width = document.documentElement.clientWidth;
      const scale = frame.current.clientWidth / width;
      setSize({ scale, width, height: content.current.offsetHeight * scale });
    };
    measure();
    const observer = new ResizeObserver(measure);
    if (frame.current) observer.observe(frame.current);
    if (content.current) observer.observe(content.current);
    return () => observer.disconnect();
  }, []);
  return (
    <figure className="space-y-2">
      <figcaption className="text-sm font-medium text-ink">{title}</figcaption>
      <div
        ref={frame}
        className="relative max-w-xl overflow-hidden rounded-md bg-ivory ring-1 ring-ink/10"
        style={{ height: size.height }}
      >
        {/* Out of the flow: its full width must not widen the form (a fieldset grows to fit). */}
        <div
          ref={content}
          inert
          className="absolute top-0 left-0 origin-top-left"
          style={{ width: size.width, transform: `scale(${size.scale})` }}
        >
          {children}
        </div>
      </div>
    </figure>
  );
}
