import { type ActorRefFrom, waitFor } from 'xstate';
import type { sessionMachine } from '../machines/sessionMachine';

/**
 * Signs the current user out and the given account in, without the login screen: the
 * session accepts a login only when logged out, so it sends `session.logout` (the tabs and the
 * run-time menu meta reset) and then `session.login`. Resolves once the new account is
 * ready and `navigate(redirect)` was called; rejects with the reason when the login failed (the
 * http client has shown it), leaving the session logged out on the login screen.
 *
 * @example
 * await switchAccount(runtime.session, runtime.navigate, { username: 'editor', password: 'jimu123456' }, '/vab/permission');
 */
export async function switchAccount(
  session: ActorRefFrom<typeof sessionMachine>,
  navigate: (to: string) => void,
  credentials: { username: string; password: string },
  redirect = '/',
): Promise<void> {
  if (!session.getSnapshot().matches('loggedOut')) {
    session.send({ type: 'session.logout', path: redirect });
    await waitFor(session, (s) => s.matches('loggedOut'));
  }
  session.send({ type: 'session.login', credentials, redirect });
  const settled = await waitFor(session, (s) => s.matches('ready') || s.matches('loggedOut'));
  if (!settled.matches('ready')) throw new Error(settled.context.error ?? 'login failed');
  navigate(redirect);
}
