/** Five-pointed star outlines in a 24-unit cell, `count` of them side by side from cell `first`. */
const starOutlines = (first: number, count: number) =>
  Array.from(
    { length: count },
    (_, i) =>
      `M${12 + 24 * (first + i)} 2l3.09 6.26 6.91 1.01-5 4.87 1.18 6.88-6.18-3.25-6.18 3.25 1.18-6.88-5-4.87 6.91-1.01z`,
  ).join('');

/**
 * A star rating out of five, with the number of reviews when it is a product's. The five stars
 * are one drawing (two paths: filled, empty), not five icons: a listing shows dozens of ratings,
 * and each icon was HTML to send and elements to hydrate (docs/decisions/023-phone-speed.md).
 */
export function Stars({ rating, count }: { rating: number; count?: number }) {
  const filled = Math.min(5, Math.max(0, Math.round(rating)));
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
      <svg
        viewBox="0 0 120 24"
        className="h-3.5 w-[4.375rem] shrink-0"
        fill="none"
        strokeWidth={2}
        strokeLinejoin="round"
        aria-hidden
      >
        {filled > 0 && (
          <path d={starOutlines(0, filled)} stroke="currentColor" className="fill-gold text-gold" />
        )}
        {filled < 5 && (
          <path
            d={starOutlines(filled, 5 - filled)}
            stroke="currentColor"
            className="text-gold-light"
          />
        )}
      </svg>
      {count !== undefined && (
        <span aria-hidden>
          {rating.toFixed(1)} ({count})
        </span>
      )}
    </div>
  );
}
