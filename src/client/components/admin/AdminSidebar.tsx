import {
  ClipboardList,
  Gem,
  LayoutDashboard,
  LogOut,
  MessageSquareText,
  Store,
  Tags,
  Truck,
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
  { to: '/admin/delivery', label: 'Delivery', icon: Truck },
  { to: '/admin/shop-info', label: 'Shop Information', icon: Store },
];

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex items-center gap-2.5 rounded-md px-3 py-2.5 text-sm font-medium whitespace-nowrap transition-colors ${
    isActive ? 'bg-ink text-ivory' : 'text-stone hover:bg-pearl hover:text-ink'
  }`;

/**
 * Spec §2's admin sidebar: who is signed in, the sections (the current one highlighted, also for
 * its sub-pages such as one order) and Logout. A column beside the page on a wide screen, the
 * menu sheet's content on a phone (AdminLayout).
 */
export function AdminSidebar() {
  const name = useAdminName();
  const logout = useLogout();
  return (
    <aside aria-label="Admin" className="flex flex-col gap-4">
      <div className="flex items-center gap-3 border-b border-ink/10 px-1 pb-4">
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
      <nav aria-label="Admin sections">
        <ul className="flex flex-col gap-1">
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
      <div className="border-t border-ink/10 pt-3">
        <button
          type="button"
          onClick={() => void logout()}
          className="flex w-full items-center gap-2.5 rounded-md px-3 py-2.5 text-sm font-medium text-stone hover:bg-pearl hover:text-ink"
        >
          <LogOut className="size-4" aria-hidden />
          Logout
        </button>
      </div>
    </aside>
  );
}
