import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { sessionMachine } from './sessionMachine';

function readySession() {
  let token: string | null = 'admin-token';
  const machine = sessionMachine.provide({
    actors: {
      loadUserInfo: fromPromise<unknown, { token: string }>(async () => ({
        username: 'admin',
        roles: ['Admin'],
        avatar: '/mock-assets/avatar/1.svg',
      })),
      loadRoutes: fromPromise<unknown, { token: string | null }>(async () => []),
    },
  });
  return createActor(machine, {
    input: { tokenStorage: { get: () => token, set: (t) => (token = t), remove: () => (token = null) } },
  }).start();
}

describe('session.userChanged (#17.2 refreshUser)', () => {
  it('SE-01 a valid user-info answer while ready replaces the user and stays ready', async () => {
    const session = readySession();
    await waitFor(session, (s) => s.matches('ready'));
    session.send({
      type: 'session.userChanged',
      data: { username: 'admin', roles: ['Admin'], avatar: '/mock-assets/uploads/abc' },
    });
    expect(session.getSnapshot().matches('ready')).toBe(true);
    expect(session.getSnapshot().context.avatar).toBe('/mock-assets/uploads/abc');
    session.stop();
  });

  it('SE-01 an invalid answer changes nothing', async () => {
    const session = readySession();
    await waitFor(session, (s) => s.matches('ready'));
    session.send({ type: 'session.userChanged', data: { nope: true } });
    expect(session.getSnapshot().context).toMatchObject({
      username: 'admin',
      avatar: '/mock-assets/avatar/1.svg',
    });
    session.stop();
  });
});
