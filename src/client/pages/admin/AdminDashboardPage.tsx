import { LayoutDashboard, LogOut } from 'lucide-react';
import { useLogout } from '../../components/session/useLogout';
import { useSession } from '../../state/session';

/** /admin (behind AdminGuard): a placeholder until the admin area's own issue builds it. */
export function AdminDashboardPage() {
  const current = useSession();
  const logout = useLogout();
  return (
    <div className="container-page py-10 lg:py-14">
      <title>Admin Dashboard</title>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-xs font-medium tracking-[0.25em] text-gold-dark uppercase">
            Administrator
          </p>
          <h1 className="mt-2 text-4xl sm:text-5xl">Admin Dashboard</h1>
          <p className="mt-3 text-stone">Welcome, {current?.user.name ?? 'Admin User'}</p>
        </div>
        <button type="button" onClick={() => void logout()} className="btn-outline">
          <LogOut className="size-4" aria-hidden />
          Logout
        </button>
      </div>
      <div className="mt-10 flex flex-col items-center gap-4 rounded-lg bg-white px-6 py-16 text-center shadow-sm ring-1 ring-ink/5">
        <span className="grid size-16 place-items-center rounded-full bg-pearl text-gold-dark">
          <LayoutDashboard className="size-7" aria-hidden />
        </span>
        <p className="font-display text-2xl">The shop&rsquo;s management tools are on their way.</p>
        <p className="max-w-md text-sm text-stone">
          Orders, products, categories and shop information will be managed from here.
        </p>
      </div>
    </div>
  );
}
