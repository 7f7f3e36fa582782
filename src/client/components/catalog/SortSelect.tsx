import { isListingSort, listingSortOptions, type ListingSort } from '../../lib/listingParams';

export function SortSelect({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (sort: ListingSort) => void;
}) {
  return (
    <label className="ml-auto flex items-center gap-2 text-sm text-stone">
      <span className="sr-only whitespace-nowrap sm:not-sr-only">Sort by</span>
      <select
        className="input w-auto py-1.5 pr-8"
        value={isListingSort(value) ? value : 'latest'}
        onChange={(event) => {
          if (isListingSort(event.target.value)) onChange(event.target.value);
        }}
      >
        {listingSortOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
