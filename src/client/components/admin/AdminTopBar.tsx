import { Menu, Store } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { SheetDialog, SheetHeader } from '../layout/SheetDialog';
import { useShopInfo } from '../layout/useShopInfo';
import { AdminAccountMenu } from './AdminAccountMenu';
import { AdminSidebar } from './AdminSidebar';

const SECTIONS_SHEET_ID = 'admin-sections-sheet';

/**
 * The admin's bar: the shop's name, the way to the shop and the admin's own menu; below 1024 px
 * also the button that opens the sidebar as a sheet (Escape closes it and focus goes back to the
 * button: the native dialog does both).
 */
export function AdminTopBar() {
  const { info, isPending } = useShopInfo();
  const location = useLocation();
  // Remembering where it was opened closes the sheet on navigation without an effect.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const isOpen = openedAt === location.key;
  const close = () => setOpenedAt(null);
  const shopName = (
    // Hidden, not swapped, while loading: the fallback name must not flash before the real one.
    <span className={`truncate font-display text-lg font-semibold ${isPending ? 'invisible' : ''}`}>
      {info.shopName}
    </span>
  );

  return (
    <header className="sticky top-0 z-40 border-b border-ink/10 bg-white print:hidden">
      <div className="flex h-14 items-center gap-2 px-3 sm:px-4 lg:gap-4 lg:px-6">
        <button
          type="button"
          onClick={() => setOpenedAt(location.key)}
          aria-label="Admin menu"
          aria-expanded={isOpen}
          aria-controls={SECTIONS_SHEET_ID}
          className="rounded-full p-2 hover:bg-pearl lg:hidden"
        >
          <Menu className="size-6" aria-hidden strokeWidth={1.5} />
        </button>
        <Link
          to="/admin"
          aria-label={isPending ? 'Admin dashboard' : undefined}
          className="flex min-w-0 items-baseline gap-2 text-ink"
        >
          {shopName}
          <span className="hidden text-xs tracking-[0.15em] text-gold-dark uppercase sm:inline">
            Admin
          </span>
        </Link>
        <div className="ml-auto flex shrink-0 items-center gap-1 sm:gap-3">
          <Link
            to="/"
            className="flex items-center gap-1.5 rounded-md px-2 py-2 text-sm font-medium text-stone hover:bg-pearl hover:text-ink"
          >
            <Store className="size-4" aria-hidden />
            {/* A phone's bar keeps its room for the shop's name. */}
            <span className="max-sm:sr-only">View shop</span>
          </Link>
          <AdminAccountMenu />
        </div>
      </div>
      <SheetDialog
        id={SECTIONS_SHEET_ID}
        open={isOpen}
        onClose={close}
        label="Admin menu"
        side="left"
      >
        <div className="flex h-full flex-col bg-white">
          <SheetHeader onClose={close}>{shopName}</SheetHeader>
          <div className="flex-1 overflow-y-auto p-4">
            <AdminSidebar />
          </div>
        </div>
      </SheetDialog>
    </header>
  );
}
