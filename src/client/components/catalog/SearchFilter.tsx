import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';

/**
 * Applied on submit, not per keystroke. The box follows the URL's search (Reset Filters, Back)
 * without remounting, so a keyboard user who just searched keeps focus in it.
 */
export function SearchFilter({
  applied,
  onSearch,
  label = 'Search products',
  placeholder = 'Search jewellery…',
}: {
  applied: string | undefined;
  onSearch: (search: string) => void;
  label?: string;
  placeholder?: string;
}) {
  const [value, setValue] = useState(applied ?? '');
  const [shownApplied, setShownApplied] = useState(applied);
  if (applied !== shownApplied) {
    setShownApplied(applied);
    setValue(applied ?? '');
  }
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(value.trim());
  }
  return (
    <form role="search" onSubmit={submit} className="relative">
      <input
        type="search"
        className="input pr-11"
        placeholder={placeholder}
        aria-label={label}
        maxLength={100}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <button
        type="submit"
        aria-label="Search"
        className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-stone hover:text-gold-dark"
      >
        <Search className="size-4" />
      </button>
    </form>
  );
}
