import { ArrowRight, ChevronDown } from 'lucide-react';
import { useEffect, useRef, type PointerEvent } from 'react';
import { Link } from 'react-router';
import { categoryHref } from '../../lib/links';
import { CategoriesStatus } from './CategoriesStatus';
import { useCategoryTree } from '../../hooks/useCategoryTree';
import { useDisclosure } from './useDisclosure';

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
            <MegaMenuContent categories={categories} onChoose={close} />
          </div>
        </div>
      )}
    </li>
  );
}

function MegaMenuContent({
  categories: { data: tree, isPending, isError },
  onChoose,
}: {
  categories: ReturnType<typeof useCategoryTree>;
  onChoose: () => void;
}) {
  if (isPending || isError) return <CategoriesStatus failed={isError} />;
  return (
    <div className="grid grid-cols-[1fr_16rem] gap-10">
      <ul className="grid grid-cols-4 gap-x-8 gap-y-8">
        {tree.map((parent) => (
          <li key={parent._id}>
            <Link
              to={categoryHref(parent._id)}
              onClick={onChoose}
              className="font-display text-xl text-ink hover:text-gold-dark"
            >
              {parent.name}
            </Link>
            {parent.children.length > 0 && (
              <ul className="mt-3 space-y-2">
                {parent.children.map((child) => (
                  <li key={child._id}>
                    <Link
                      to={categoryHref(child._id)}
                      onClick={onChoose}
                      className="text-sm text-stone hover:text-gold-dark"
                    >
                      {child.name}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
      <Link
        to="/products"
        onClick={onChoose}
        className="group flex flex-col justify-end rounded-lg bg-pearl p-6 hover:bg-gold-light/60"
      >
        <span className="text-xs tracking-[0.2em] text-gold-dark uppercase">The collection</span>
        <span className="mt-2 font-display text-2xl leading-tight">Shop all jewellery</span>
        <span className="mt-3 inline-flex items-center gap-1 text-sm">
          Browse everything{' '}
          <ArrowRight className="size-4 transition group-hover:translate-x-1" aria-hidden />
        </span>
      </Link>
    </div>
  );
}
