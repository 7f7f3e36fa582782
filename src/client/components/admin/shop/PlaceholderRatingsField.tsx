import { CheckboxField } from '../products/CheckboxField';

/** The placeholder-ratings setting, with the law that makes the owner think twice about it. */
export function PlaceholderRatingsField({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <fieldset className="mt-8 space-y-3 border-t border-ink/10 pt-6">
      <legend className="mb-3 font-display text-xl">Reviews</legend>
      <CheckboxField
        label="Show placeholder ratings when a product has no reviews"
        name="showPlaceholderRatings"
        aria-describedby="placeholder-ratings-hint"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <p id="placeholder-ratings-hint" className="max-w-prose text-xs leading-relaxed text-stone">
        When on, a product nobody has reviewed yet shows 4.5 stars and a made-up count of 5 to 54
        reviews. Under the UK&apos;s Digital Markets, Competition and Consumers Act 2024, fake
        reviews and ratings are banned practices (since April 2025): turn this off to show &ldquo;No
        reviews yet&rdquo; instead. Ratings from real, published reviews always show, and search
        engines only ever see those.
      </p>
    </fieldset>
  );
}
