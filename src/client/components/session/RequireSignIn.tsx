import { Navigate, Outlet } from 'react-router';
import { useSession } from '../../state/session';

/** Pages of one's own account (spec §2, §6): a signed-out visitor is sent to /login. */
export function RequireSignIn() {
  return useSession() ? <Outlet /> : <Navigate to="/login" replace />;
}
