import { X } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode, type TransitionEvent } from 'react';

const placement = {
  // Slides in from the right edge: the cart drawer.
  right:
    'inset-y-0 right-0 left-auto h-dvh w-full max-w-md translate-x-full open:translate-x-0 starting:open:translate-x-full',
  // Slides in from the left edge: the admin's sections on a phone.
  left: 'inset-y-0 left-0 right-auto h-dvh w-full max-w-xs -translate-x-full open:translate-x-0 starting:open:-translate-x-full',
  // Covers the whole screen: the mobile menu.
  full: 'inset-0 h-dvh w-full max-w-none -translate-x-full open:translate-x-0 starting:open:-translate-x-full',
};

/**
 * A modal side sheet on the native <dialog>: the browser traps focus, makes the page behind it
 * inert, moves focus inside, closes on Escape and restores focus on close. `open` is driven by the
 * caller's state; every way of closing (Escape, backdrop, buttons) goes through `onClose`.
 */
export function SheetDialog({
  id,
  open,
  onClose,
  label,
  side,
  children,
}: {
  /** For the aria-controls of the button that opens it. */
  id?: string;
  open: boolean;
  onClose: () => void;
  label: string;
  side: keyof typeof placement;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  // The content stays mounted only while open and while sliding out, so a closed sheet leaves no
  // hidden copies of its links and texts in the page. (Reduced motion keeps a 1 ms transition
  // rather than none, so the transitionend that unmounts it still fires.)
  const [contentMounted, setContentMounted] = useState(open);
  if (open && !contentMounted) setContentMounted(true);
  // Chromium may report the slide-out's last frame as cancelled rather than ended.
  const unmountWhenClosed = (event: TransitionEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget && !open) setContentMounted(false);
  };

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    dialog.showModal();
    // The page behind a modal dialog still scrolls under the wheel; hold it still while open.
    const previousOverflow = document.documentElement.style.overflow;
    document.documentElement.style.overflow = 'hidden';
    return () => {
      document.documentElement.style.overflow = previousOverflow;
      dialog.close();
    };
  }, [open]);

  return (
    <dialog
      ref={ref}
      id={id}
      aria-label={label}
      onClose={onClose}
      onClick={(event) => event.target === ref.current && onClose()}
      onTransitionEnd={unmountWhenClosed}
      onTransitionCancel={unmountWhenClosed}
      className={`fixed m-0 max-h-none bg-ivory p-0 text-ink shadow-2xl transition-[translate,overlay,display] transition-discrete duration-300 ease-out backdrop:bg-ink/50 motion-reduce:duration-1 ${placement[side]}`}
    >
      {contentMounted && children}
    </dialog>
  );
}

/**
 * A menu sheet's first row: the shop's name (or what `children` gives) and its Close button. The
 * button takes focus when the row arrives after the sheet has opened (content fetched on first
 * open), where the browser's dialog found nothing to focus; otherwise the dialog has already put
 * focus on the first link or button inside.
 */
export function SheetHeader({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-2 border-b border-ink/10 px-5 py-3">
      {children}
      <button
        type="button"
        autoFocus
        onClick={onClose}
        aria-label="Close menu"
        className="rounded-full p-2 hover:bg-pearl"
      >
        <X className="size-6" aria-hidden />
      </button>
    </div>
  );
}
