import { Sparkles } from 'lucide-react';

const upcoming = [
  {
    title: 'New Arrivals 2026',
    text: 'A new season of pieces, designed and hallmarked in Britain.',
  },
  { title: 'Featured Products 2026', text: 'The designs our jewellers will champion next year.' },
] as const;

/** Teasers for collections that are not on sale yet: deliberately not links. */
export function ComingSoonBanners() {
  return (
    <section aria-label="Coming soon" className="container-page pb-16 sm:pb-24">
      <ul className="grid gap-5 md:grid-cols-2 md:gap-6">
        {upcoming.map(({ title, text }) => (
          <li
            key={title}
            className="relative overflow-hidden rounded-2xl bg-ink px-7 py-10 text-ivory sm:px-10 sm:py-14"
          >
            <span
              aria-hidden
              className="absolute -top-16 -right-16 size-56 rounded-full bg-gold/25 blur-3xl"
            />
            <span
              aria-hidden
              className="absolute right-6 bottom-6 hidden size-24 sm:block rounded-full border border-gold/30"
            />
            <p className="relative inline-flex items-center gap-2 rounded-full border border-gold/50 px-3 py-1 text-[11px] font-medium tracking-[0.25em] text-gold-light uppercase">
              <Sparkles className="size-3.5" aria-hidden /> Coming soon
            </p>
            <h3 className="relative mt-5 text-3xl font-medium sm:text-4xl">{title}</h3>
            <p className="relative mt-3 max-w-sm text-sm leading-relaxed text-ivory/70">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
