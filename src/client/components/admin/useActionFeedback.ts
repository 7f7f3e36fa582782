import { useCallback, useState } from 'react';
import { useTimedNotice } from '../../hooks/useTimedNotice';
import { rejectionMessageOr } from '../../lib/errorMessage';

/**
 * An admin page's answer to a change it asked for: the success message for spec §9's 3 seconds,
 * or an error that stays until the next attempt (or until dismissed). The error is the server's
 * reason when it refused the change for one (a cancelled order is final), else spec §8's text.
 */
export function useActionFeedback() {
  const { notice, show, clear } = useTimedNotice();
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(
    async (action: () => Promise<{ message: string }>, failure: string) => {
      clear();
      setError(null);
      try {
        const { message } = await action();
        show(message);
        return true;
      } catch (rejection) {
        setError(rejectionMessageOr(rejection, failure));
        return false;
      }
    },
    [clear, show],
  );
  const dismissError = useCallback(() => setError(null), []);
  return { notice, error, run, dismissError };
}

export type RunAction = ReturnType<typeof useActionFeedback>['run'];
