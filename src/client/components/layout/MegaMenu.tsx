import { ChevronDown } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, type PointerEvent } from 'react';
import { useCategoryTree } from '../../hooks/useCategoryTree';
import { useDisclosure } from './useDisclosure';

// Fetched when first opened: no page shows it at first paint (docs/decisions/024).
const MegaMenuContent = lazy(async () => ({
  default: (await import('./MegaMenuContent')).MegaMenuContent,
}));

// A short grace period lets the pointer cross from the button to the panel without closing it.
const HOVER_CLOSE_DELAY_MS = 150;

/** Collections: parent categories with their children, opened by hover, click or keyboard. */
export function MegaMenu() {
  const { isOpen, open, close, toggle, rootRef, triggerRef } = useDisclosure<
    HTMLLIElement,
    HTMLButtonElement
  >();
  // Fetched with the header, not on first open, so the menu opens already filled.
  const categories = useCategoryTree();
  const closeTimer = useRef<number | undefined>(undefined);
  const lastPointer = useRef('');
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    window.clearTimeout(closeTimer.current);
    open();
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    closeTimer.current = window.setTimeout(close, HOVER_CLOSE_DELAY_MS);
  };

  return (
    <li
      ref={rootRef}
      className="flex h-full items-center"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
    >
      <button
        ref={triggerRef}
        type="button"
        onPointerDown={(event) => (lastPointer.current = event.pointerType)}
        // Hovering has already opened it for a mouse, so a click must not toggle it shut again.
        onClick={(event) =>
          event.detail > 0 && lastPointer.current === 'mouse' ? open() : toggle()
        }
        aria-expanded={isOpen}
        aria-controls={isOpen ? 'mega-menu' : undefined}
        className={`flex items-center gap-1 py-2 text-sm tracking-[0.08em] whitespace-nowrap uppercase hover:text-gold-dark xl:tracking-[0.12em] ${isOpen ? 'text-gold-dark' : ''}`}
      >
        Collections
        <ChevronDown
          className={`size-3.5 transition-transform ${isOpen ? 'rotate-180' : ''}`}
          aria-hidden
        />
      </button>
      {isOpen && (
        <div
          id="mega-menu"
          className="absolute inset-x-0 top-full z-40 border-t border-ink/10 bg-white shadow-xl"
        >
          <div className="container-page py-8">
            <Suspense>
              <MegaMenuContent categories={categories} onChoose={close} />
            </Suspense>
          </div>
        </div>
      )}
    </li>
  );
}
