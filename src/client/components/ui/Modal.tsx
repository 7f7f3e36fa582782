import { X } from 'lucide-react';
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';

const widths = {
  wide: 'w-[min(56rem,calc(100vw-2rem))]',
  narrow: 'w-[min(32rem,calc(100vw-2rem))]',
};

/**
 * A native modal dialog: focus is trapped, Escape and the backdrop close it. Opening focuses
 * `initialFocus` (a dialog's one field), else the first control (the close button).
 */
export function Modal({
  title,
  onClose,
  size = 'wide',
  initialFocus,
  children,
}: {
  title: string;
  onClose: () => void;
  size?: keyof typeof widths;
  initialFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    dialog?.showModal();
    initialFocus?.current?.focus();
    return () => dialog?.close();
  }, [initialFocus]);
  return (
    <dialog
      ref={ref}
      aria-label={title}
      onClose={onClose}
      onClick={(event) => event.target === ref.current && onClose()}
      className={`m-auto ${widths[size]} rounded-xl bg-white p-0 shadow-2xl backdrop:bg-ink/50`}
    >
      <div className="relative p-5 sm:p-8">
        <button
          type="button"
          onClick={onClose}
          aria-label="Close"
          className="absolute top-3 right-3 rounded-full p-2 hover:bg-pearl"
        >
          <X className="size-5" />
        </button>
        {children}
      </div>
    </dialog>
  );
}
