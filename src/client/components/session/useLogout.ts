import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useTRPCClient } from '../../lib/trpc';
import { session } from '../../state/session';

/**
 * Spec §4: logout clears the session and goes to /. The server is asked to end the session too,
 * so a copy of the token stops working; that call is best effort and nobody waits for it.
 */
export function useLogout() {
  const navigate = useNavigate();
  const client = useTRPCClient();
  return useCallback(() => {
    const token = session.get()?.token;
    // Both in one render (the router does not use transitions, main.tsx): a session ended while
    // still on /account would have its guard send the visitor to /login instead.
    void navigate('/');
    session.logout();
    if (token) client.auth.logout.mutate(undefined, { context: { token } }).catch(() => {});
  }, [navigate, client]);
}
