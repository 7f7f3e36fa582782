import {
  ClipboardList,
  Gem,
  LayoutDashboard,
  LogOut,
  MessageSquareText,
  Store,
  Tags,
  type LucideIcon,
} from 'lucide-react';
import { NavLink } from 'react-router';
import { useLogout } from '../session/useLogout';
import { useAdminName } from './useAdminName';

interface AdminLink {
  to: string;
  label: string;
  icon: LucideIcon;
}

const adminLinks: AdminLink[] = [
  { to: '/admin', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/admin/orders', label: 'Orders', icon: ClipboardList },
  { to: '/admin/products', label: 'Products', icon: Gem },
  { to: '/admin/categories', label: 'Categories', icon: Tags },
  { to: '/admin/reviews', label: 'Reviews', icon: MessageSquareText },
  { to: '/admin/shop-info', label: 'Shop Information', icon: Store },
];

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex shrink-0 items-center gap-2.5 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors lg:py-2.5 ${
    isActive ? 'bg-ink text-ivory' : 'text-stone hover:bg-pearl hover:text-ink'
  }`;

/**
 * Spec §2's admin sidebar: who is signed in, the sections (the current one highlighted, also for
 * its sub-pages such as one order) and Logout. On a phone it is a compact block above the page.
 */
export function AdminSidebar() {
  const name = useAdminName();
  const logout = useLogout();
  return (
    <aside
      aria-label="Admin"
      className="relative rounded-lg bg-white p-3 shadow-sm ring-1 ring-ink/5 lg:sticky lg:top-24 lg:p-4 print:hidden"
    >
      <div className="flex items-center gap-3 px-1 pr-24 lg:border-b lg:border-ink/10 lg:pr-1 lg:pb-4">
        <span
          aria-hidden
          className="grid size-10 shrink-0 place-items-center rounded-full bg-ink font-display text-xl text-gold-light"
        >
          {name.charAt(0).toUpperCase()}
        </span>
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium">{name}</p>
          <p className="text-xs tracking-[0.15em] text-gold-dark uppercase">Administrator</p>
        </div>
      </div>
      <nav aria-label="Admin sections" className="mt-3 lg:mt-4">
        <ul className="flex flex-wrap gap-1 lg:flex-col">
          {adminLinks.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <NavLink to={to} end={to === '/admin'} className={linkClass}>
                <Icon className="size-4 shrink-0" aria-hidden />
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {/* Beside the name on a phone, under the sections on a wide screen. */}
      <div className="absolute top-3 right-3 lg:static lg:mt-4 lg:border-t lg:border-ink/10 lg:pt-3">
        <button
          type="button"
          onClick={() => void logout()}
          className="flex w-full items-center gap-2 rounded-md px-2.5 py-2 text-sm font-medium text-stone hover:bg-pearl hover:text-ink lg:gap-2.5 lg:px-3"
        >
          <LogOut className="size-4" aria-hidden />
          Logout
        </button>
      </div>
    </aside>
  );
}
