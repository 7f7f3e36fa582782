import type { RouterOutputs } from '../../lib/trpc';
import { Stars } from '../ui/Stars';

type Summary = RouterOutputs['reviews']['list']['summary'];

/** Average, count and a bar per star, from the product's published reviews. */
export function RatingSummary({ summary }: { summary: Summary }) {
  const { averageRating, reviewCount, stars } = summary;
  return (
    <div className="flex flex-col gap-4 rounded-lg bg-pearl/60 p-5 sm:flex-row sm:items-center sm:gap-8">
      <div className="shrink-0 text-center sm:w-40">
        <p className="font-display text-5xl leading-none">{averageRating.toFixed(1)}</p>
        <div className="mt-2 flex justify-center">
          <Stars rating={averageRating} />
        </div>
        <p className="mt-1 text-xs text-stone">
          {reviewCount} {reviewCount === 1 ? 'review' : 'reviews'}
        </p>
      </div>
      <ul className="flex-1 space-y-1.5" aria-label="Reviews by star rating">
        {stars.map(({ rating, count }) => {
          const share = reviewCount ? Math.round((count / reviewCount) * 100) : 0;
          return (
            <li key={rating} className="flex items-center gap-3 text-xs text-stone">
              <span className="w-12 shrink-0">{rating} star</span>
              <span
                className="h-2 flex-1 overflow-hidden rounded-full bg-white ring-1 ring-ink/5"
                role="img"
                aria-label={`${rating} star: ${count} ${count === 1 ? 'review' : 'reviews'}`}
              >
                <span className="block h-full bg-gold" style={{ width: `${share}%` }} />
              </span>
              <span className="w-8 shrink-0 text-right" aria-hidden>
                {count}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
