import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { session } from '../../state/session';

/** Spec §4: logout clears the session and goes to /. */
export function useLogout() {
  const navigate = useNavigate();
  return useCallback(() => {
    // Both in one render (the router does not use transitions, main.tsx): a session ended while
    // still on /account would have its guard send the visitor to /login instead.
    void navigate('/');
    session.logout();
  }, [navigate]);
}
