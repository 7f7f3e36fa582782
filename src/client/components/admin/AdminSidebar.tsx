import {
  BadgePercent,
  ClipboardList,
  Gem,
  LayoutDashboard,
  LogOut,
  MessageSquareText,
  PackageCheck,
  ScrollText,
  Store,
  Tags,
  Undo2,
  Truck,
  type LucideIcon,
} from 'lucide-react';
import { useId } from 'react';
import { Link, NavLink } from 'react-router';
import { countLabel } from '../../../shared/ownersMorning';
import type { RouterOutputs } from '../../lib/trpc';
import { useLogout } from '../session/useLogout';
import { useAdminName } from './useAdminName';
import { useTodoList } from './useTodoList';

type Todo = RouterOutputs['admin']['todo']['list'];

interface AdminLink {
  to: string;
  label: string;
  icon: LucideIcon;
  /** What waits in this section (the to-do list's count), in words for a screen reader. */
  waiting?: (todo: Todo) => { count: number; words: string };
  /** Highlighted with another section's page (Returns is a filter of Orders): never current itself. */
  neverCurrent?: boolean;
}

const adminLinks: AdminLink[] = [
  { to: '/admin', label: 'Dashboard', icon: LayoutDashboard },
  {
    to: '/admin/orders',
    label: 'Orders',
    icon: ClipboardList,
    waiting: ({ toSend }) => ({
      count: toSend.count,
      words: countLabel(toSend.count, 'order to send', 'orders to send'),
    }),
  },
  {
    to: '/admin/collections',
    label: 'Collections',
    icon: PackageCheck,
    waiting: ({ collections }) => ({
      count: collections.count,
      words: countLabel(collections.count, 'collection waiting', 'collections waiting'),
    }),
  },
  {
    to: '/admin/orders?returns=open',
    label: 'Returns',
    icon: Undo2,
    neverCurrent: true,
    waiting: ({ returns }) => ({
      count: returns.count,
      words: countLabel(
        returns.count,
        'return to receive or refund',
        'returns to receive or refund',
      ),
    }),
  },
  { to: '/admin/products', label: 'Products', icon: Gem },
  { to: '/admin/categories', label: 'Categories', icon: Tags },
  {
    to: '/admin/reviews',
    label: 'Reviews',
    icon: MessageSquareText,
    waiting: ({ reviews }) => ({
      count: reviews.count,
      words: countLabel(reviews.count, 'new review', 'new reviews'),
    }),
  },
  { to: '/admin/delivery', label: 'Delivery', icon: Truck },
  { to: '/admin/promotions', label: 'Promotions', icon: BadgePercent },
  { to: '/admin/shop-info', label: 'Shop Information', icon: Store },
  { to: '/admin/policies', label: 'Policies', icon: ScrollText },
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
  const todo = useTodoList();
  const idBase = useId();
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
          {adminLinks.map(({ to, label, icon: Icon, waiting, neverCurrent }) => {
            // The link keeps its plain name ("Orders"); the count is its description.
            const badge = waiting && todo.data ? waiting(todo.data) : null;
            const badgeId = `${idBase}-${label}`;
            const content = (
              <>
                <Icon className="size-4 shrink-0" aria-hidden />
                {label}
                {badge && badge.count > 0 && (
                  <span
                    aria-hidden
                    className="ml-auto min-w-6 rounded-full bg-gold-dark px-2 py-0.5 text-center text-xs font-semibold text-white tabular-nums"
                  >
                    {badge.count.toLocaleString('en-GB')}
                  </span>
                )}
              </>
            );
            const described = badge && badge.count > 0 ? badgeId : undefined;
            return (
              <li key={to}>
                {neverCurrent ? (
                  <Link
                    to={to}
                    className={linkClass({ isActive: false })}
                    aria-describedby={described}
                  >
                    {content}
                  </Link>
                ) : (
                  <NavLink
                    to={to}
                    end={to === '/admin'}
                    className={linkClass}
                    aria-describedby={described}
                  >
                    {content}
                  </NavLink>
                )}
                {described && (
                  <span id={described} hidden>
                    {badge!.words}
                  </span>
                )}
              </li>
            );
          })}
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
