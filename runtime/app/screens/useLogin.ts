import { useCallback } from 'react';
import { waitFor } from 'xstate';
import { useRuntime } from '../RuntimeContext';

/**
 * Starts a login and resolves once the session is signed in, or rejects when it fell back to
 * logged out (the http layer or the session already showed why).
 */
export function useLogin(): (credentials: Record<string, unknown>) => Promise<void> {
  const { session } = useRuntime();
  return useCallback(
    async (credentials) => {
      const redirect =
        new URLSearchParams(window.location.hash.split('?')[1] ?? '').get('redirect') ?? undefined;
      session.send({ type: 'session.login', credentials, redirect });
      const settled = await waitFor(session, (s) => s.matches('ready') || s.matches('loggedOut'));
      if (!settled.matches('ready')) throw new Error(settled.context.error ?? 'login failed');
    },
    [session],
  );
}
