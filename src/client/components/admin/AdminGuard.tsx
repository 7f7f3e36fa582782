import { Navigate, Outlet } from 'react-router';
import { useSession } from '../../state/session';
import { Spinner } from '../ui/Spinner';

/**
 * Spec §6's admin guard around every admin page. A restored session's admin flag is trusted only
 * once the profile call has confirmed it; the server checks the role on every admin call anyway.
 */
export function AdminGuard() {
  const current = useSession();
  // Signed out means no stored admin flag either: logout and a rejected token clear all three keys.
  if (!current) return <Navigate to="/login" replace />;
  if (!current.checked) {
    return <Spinner label="Checking admin access..." className="min-h-[50vh]" />;
  }
  if (!current.isAdmin) return <Navigate to="/login" replace />;
  return <Outlet />;
}
