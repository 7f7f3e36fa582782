import { Search } from 'lucide-react';
import {
  lazy,
  Suspense,
  useId,
  useState,
  type FocusEvent,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { Link, useNavigate } from 'react-router';
import { searchHref } from './searchHref';
import { useSearchSuggestions } from './useSearchSuggestions';

// Fetched when the field is first focused: nothing shows it before typing (decision 024).
const loadSuggestionList = () => import('./SuggestionList');
const SuggestionList = lazy(async () => ({
  default: (await loadSuggestionList()).SuggestionList,
}));

/**
 * The shop-wide search field (WAI-ARIA combobox with a listbox popup): suggestions of products and
 * collections as the shopper types; arrows move through them, Enter opens the one selected (or
 * searches the listing for the text when none is), Escape closes them.
 */
export function SearchCombobox({
  popup = 'overlay',
  autoFocus = false,
}: {
  popup?: 'overlay' | 'inline';
  /** Opened on request (the header's search button), so typing can start at once. */
  autoFocus?: boolean;
}) {
  const navigate = useNavigate();
  const baseId = useId();
  const listId = `${baseId}-suggestions`;
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { suggestions, answered, didYouMean } = useSearchSuggestions(typed);
  const showPopup = open && answered;
  const showList = showPopup && suggestions.length > 0;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  const go = (href: string) => {
    setOpen(false);
    setActive(-1);
    setTyped('');
    void navigate(href);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = showList ? suggestions[active] : undefined;
    if (chosen) go(chosen.href);
    else if (typed.trim()) go(searchHref(typed));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (count === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i === -1 && step < 0 ? count - 1 : (i + step + count) % count));
    } else if (event.key === 'Escape' && showPopup) {
      // Closes the suggestions only, not the mobile menu's dialog around the field.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      setActive(-1);
    }
  };

  const closeWhenFocusLeaves = (event: FocusEvent<HTMLFormElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };

  const popupPlacement =
    popup === 'overlay'
      ? 'absolute top-full right-0 z-50 mt-2 w-[min(24rem,calc(100vw-2rem))] shadow-xl'
      : 'mt-2 w-full shadow-md';

  return (
    <form
      role="search"
      aria-label="Shop"
      onSubmit={submit}
      onBlur={closeWhenFocusLeaves}
      className="relative"
    >
      <label htmlFor={`${baseId}-input`} className="sr-only">
        Search jewellery
      </label>
      <div className="relative">
        <input
          id={`${baseId}-input`}
          type="search"
          role="combobox"
          autoComplete="off"
          autoFocus={autoFocus}
          maxLength={100}
          placeholder="Search jewellery"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={showList ? listId : undefined}
          aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => {
            setOpen(true);
            void loadSuggestionList();
          }}
          onKeyDown={onKeyDown}
          className="input rounded-full pr-9 pl-3"
        />
        <button
          type="submit"
          aria-label="Search"
          className="absolute inset-y-0 right-0 flex w-9 items-center justify-center rounded-r-full text-stone hover:text-gold-dark"
        >
          <Search className="size-4" aria-hidden />
        </button>
      </div>
      <p className="sr-only" aria-live="polite">
        {showPopup ? `${suggestions.length} suggestions` : ''}
      </p>
      {showPopup && (
        <div
          className={`overflow-hidden rounded-lg bg-white text-left ring-1 ring-ink/10 ${popupPlacement}`}
        >
          {showList ? (
            <Suspense>
              <SuggestionList
                id={listId}
                suggestions={suggestions}
                active={active}
                optionId={optionId}
                onChoose={(index) => go(suggestions[index]!.href)}
                onHover={setActive}
              />
            </Suspense>
          ) : (
            <p className="px-4 py-3 text-sm text-stone">
              No matches yet.{' '}
              {didYouMean && (
                <>
                  Did you mean{' '}
                  <Link
                    to={searchHref(didYouMean)}
                    onClick={() => go(searchHref(didYouMean))}
                    className="font-medium text-gold-dark underline"
                  >
                    {didYouMean}
                  </Link>
                  ?
                </>
              )}
            </p>
          )}
          {typed.trim() && (
            <p className="border-t border-ink/10 bg-pearl/60 px-4 py-2 text-xs text-stone">
              Press Enter to see every result for “{typed.trim()}”
            </p>
          )}
        </div>
      )}
    </form>
  );
}
