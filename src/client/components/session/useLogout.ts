import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { session } from '../../state/session';

/** Spec §4: logout clears the session and goes to /. */
export function useLogout() {
  const navigate = useNavigate();
  return useCallback(async () => {
    // Home first, committed at once: signing out while still on /account would have its guard
    // send the visitor to /login instead.
    await navigate('/', { flushSync: true });
    session.logout();
  }, [navigate]);
}
