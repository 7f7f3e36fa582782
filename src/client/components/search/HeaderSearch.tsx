import { Search } from 'lucide-react';
import { useDisclosure } from '../layout/useDisclosure';
import { SearchCombobox } from './SearchCombobox';

/**
 * The header's search. Wide screens have the field in the bar; from 1024 to 1279 px the bar has no
 * room beside the navigation, so a search button opens the field in a strip under the bar.
 */
export function HeaderSearch() {
  const { isOpen, toggle, rootRef, triggerRef } = useDisclosure<
    HTMLDivElement,
    HTMLButtonElement
  >();
  return (
    <div ref={rootRef} className="hidden lg:block">
      <div className="hidden w-44 xl:block 2xl:w-64">
        <SearchCombobox />
      </div>
      <button
        ref={triggerRef}
        type="button"
        aria-label="Search"
        aria-expanded={isOpen}
        onClick={toggle}
        className="rounded-full p-2 hover:text-gold-dark xl:hidden"
      >
        <Search className="size-6" aria-hidden strokeWidth={1.5} />
      </button>
      {isOpen && (
        <div className="absolute inset-x-0 top-full z-40 border-t border-ink/10 bg-ivory py-3 shadow-md xl:hidden">
          <div className="container-page max-w-xl">
            <SearchCombobox autoFocus />
          </div>
        </div>
      )}
    </div>
  );
}
