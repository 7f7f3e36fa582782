import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTRPC } from '../../lib/trpc';
import { session, useSession } from '../../state/session';
import { retryUnlessClientError } from '../catalog/retry';

/**
 * Spec §4: a session restored from storage is refreshed from the profile call (name, e-mail and
 * role may have changed). A 401 ends it (see lib/queryClient.ts); any other failure is ignored.
 */
export function SessionRefresh() {
  const trpc = useTRPC();
  const signedIn = useSession() !== null;
  const profile = useQuery(
    trpc.auth.profile.queryOptions(undefined, {
      enabled: signedIn,
      retry: retryUnlessClientError,
    }),
  );

  useEffect(() => {
    if (profile.data) session.applyProfile(profile.data);
  }, [profile.data]);

  useEffect(() => {
    if (profile.isError) session.trustStored();
  }, [profile.isError]);

  return null;
}
