import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, createActor, fromPromise, waitFor } from 'xstate';
import { sessionMachine } from '../machines/sessionMachine';
import { switchAccount } from './switchAccount';

const USERS: Record<string, { roles: string[] }> = {
  admin: { roles: ['Admin'] },
  editor: { roles: ['Editor'] },
};
const started: AnyActorRef[] = [];
afterEach(() => {
  for (const actor of started.splice(0)) actor.stop();
});

function signedIn(as: string) {
  let token: string | null = `${as}-token`;
  const calls: string[] = [];
  const machine = sessionMachine.provide({
    actors: {
      login: fromPromise(async ({ input }) => {
        const { username, password } = input.credentials as { username: string; password: string };
        calls.push(`login ${username}`);
        if (password !== 'jimu123456' || !USERS[username]) throw new Error('帐户或密码不正确');
        return { token: `${username}-token` };
      }),
      loadUserInfo: fromPromise(async ({ input }) => {
        const username = input.token.replace(/-token$/, '');
        return { username, roles: USERS[username].roles, permissions: [] };
      }),
      loadRoutes: fromPromise<unknown, { token: string | null }>(async () => []),
      logout: fromPromise<unknown, { token: string | null }>(async () => {
        calls.push('logout');
        return null;
      }),
    },
  });
  const session = createActor(machine, {
    input: {
      tokenStorage: { get: () => token, set: (t) => (token = t), remove: () => (token = null) },
    },
  }).start();
  started.push(session);
  return { session, calls };
}

describe('switchAccount (#17.2 switching account without a manual sign-out)', () => {
  it('SE-02 logs out, logs the other account in and navigates to the redirect', async () => {
    const { session, calls } = signedIn('admin');
    await waitFor(session, (s) => s.matches('ready'));
    const navigate = vi.fn();
    await switchAccount(session, navigate, { username: 'editor', password: 'jimu123456' }, '/vab/permission');
    expect(calls).toEqual(['logout', 'login editor']);
    expect(session.getSnapshot().context).toMatchObject({ username: 'editor', roles: ['Editor'] });
    expect(navigate).toHaveBeenCalledWith('/vab/permission');
  });

  it('SE-02 a refused login rejects with the reason and leaves the session logged out', async () => {
    const { session } = signedIn('admin');
    await waitFor(session, (s) => s.matches('ready'));
    const navigate = vi.fn();
    await expect(
      switchAccount(session, navigate, { username: 'editor', password: 'wrong' }, '/index'),
    ).rejects.toThrow('帐户或密码不正确');
    expect(session.getSnapshot().matches('loggedOut')).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });
});
