import { Menu } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { Spinner } from '../ui/Spinner';
import { SheetDialog } from './SheetDialog';

// Fetched when first opened: no page shows it at first paint (docs/decisions/024).
const MobileMenuContent = lazy(async () => ({
  default: (await import('./MobileMenuContent')).MobileMenuContent,
}));

/** Below the lg breakpoint: a hamburger that opens a full-screen menu with the header's links. */
export function MobileMenu() {
  const location = useLocation();
  // Remembering where it was opened closes it on navigation without an effect.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const isOpen = openedAt === location.key;
  const close = () => setOpenedAt(null);

  return (
    <>
      <button
        type="button"
        onClick={() => setOpenedAt(location.key)}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        className="-ml-2 rounded-full p-2 hover:text-gold-dark lg:hidden"
      >
        <Menu className="size-6" aria-hidden strokeWidth={1.5} />
      </button>
      <SheetDialog open={isOpen} onClose={close} label="Menu" side="full">
        <Suspense fallback={<Spinner />}>
          <MobileMenuContent close={close} />
        </Suspense>
      </SheetDialog>
    </>
  );
}
