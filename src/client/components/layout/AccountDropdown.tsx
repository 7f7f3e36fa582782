import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { useDisclosure } from './useDisclosure';

/**
 * An account's dropdown, the shop's and the admin's: a disclosure (closes on Escape, outside
 * click, navigation) showing who is signed in above the links that `children` gives, each of
 * which calls `close` when chosen.
 */
export function AccountDropdown({
  id,
  trigger,
  triggerClassName,
  signedInAs,
  children,
}: {
  id: string;
  trigger: ReactNode;
  triggerClassName: string;
  signedInAs: string | undefined;
  children: (close: () => void) => ReactNode;
}) {
  const { isOpen, close, toggle, rootRef, triggerRef } = useDisclosure<
    HTMLDivElement,
    HTMLButtonElement
  >();
  return (
    <div ref={rootRef} className="relative">
      <button
        ref={triggerRef}
        type="button"
        onClick={toggle}
        aria-expanded={isOpen}
        aria-controls={isOpen ? id : undefined}
        className={triggerClassName}
      >
        {trigger}
        <ChevronDown
          className={`size-3.5 transition-transform ${isOpen ? 'rotate-180' : ''}`}
          aria-hidden
        />
      </button>
      {isOpen && (
        <div
          id={id}
          className="absolute right-0 z-50 mt-2 w-56 rounded-lg bg-white py-2 shadow-xl ring-1 ring-ink/10"
        >
          {signedInAs !== undefined && (
            <p className="truncate border-b border-ink/10 px-4 pt-1 pb-3 text-xs text-stone">
              Signed in as <span className="font-medium text-ink">{signedInAs}</span>
            </p>
          )}
          {children(close)}
        </div>
      )}
    </div>
  );
}
