import { Star } from 'lucide-react';

/** A star rating out of five, with the number of reviews when it is a product's. */
export function Stars({ rating, count }: { rating: number; count?: number }) {
  return (
    // role="img": a plain div may not carry a name, and the stars and figures read as one.
    <div
      role="img"
      className="flex items-center gap-1 text-xs text-stone"
      aria-label={
        count === undefined
          ? `Rated ${rating} out of 5`
          : `Rated ${rating} out of 5 from ${count} reviews`
      }
    >
      <span className="flex" aria-hidden>
        {[1, 2, 3, 4, 5].map((n) => (
          <Star
            key={n}
            className={`size-3.5 ${n <= Math.round(rating) ? 'fill-gold text-gold' : 'text-gold-light'}`}
          />
        ))}
      </span>
      {count !== undefined && (
        <span aria-hidden>
          {rating.toFixed(1)} ({count})
        </span>
      )}
    </div>
  );
}
