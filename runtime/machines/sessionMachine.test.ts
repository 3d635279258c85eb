import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, createActor, fromPromise, waitFor } from 'xstate';
import { DEFAULT_AVATAR, type SessionInput, type TokenStorage } from './sessionContext';
import type { NotifyParams, SessionEmitted } from './sessionMachine';
import { sessionMachine } from './sessionMachine';

function memoryTokenStorage(initial: string | null = null): TokenStorage & { value: string | null } {
  return {
    value: initial,
    get() {
      return this.value;
    },
    set(token) {
      this.value = token;
    },
    remove() {
      this.value = null;
    },
  };
}

const roleTable: Record<string, string[]> = {
  Editor: ['read:system', 'write:system'],
  Test: ['read:system'],
};

interface Server {
  login?: (credentials: unknown) => Promise<unknown>;
  loadUserInfo?: (token: string) => Promise<unknown>;
  loadRoutes?: (token: string | null) => Promise<unknown>;
  logout?: (token: string | null) => Promise<unknown>;
}

const started: AnyActorRef[] = [];
afterEach(() => {
  for (const actor of started.splice(0)) actor.stop();
});

function start(server: Server, input: Partial<SessionInput> & { tokenStorage: TokenStorage }) {
  const notify = vi.fn<(params: NotifyParams) => void>();
  const calls = { login: vi.fn(), loadUserInfo: vi.fn(), loadRoutes: vi.fn(), logout: vi.fn() };
  const unexpected = (name: string) => () => Promise.reject(new Error(`unexpected call to ${name}`));
  const machine = sessionMachine.provide({
    actors: {
      login: fromPromise(({ input: { credentials } }) => {
        calls.login(credentials);
        return (server.login ?? unexpected('login'))(credentials);
      }),
      loadUserInfo: fromPromise(({ input: { token } }) => {
        calls.loadUserInfo(token);
        return (server.loadUserInfo ?? unexpected('loadUserInfo'))(token);
      }),
      loadRoutes: fromPromise(({ input: { token } }) => {
        calls.loadRoutes(token);
        return (server.loadRoutes ?? unexpected('loadRoutes'))(token);
      }),
      logout: fromPromise(({ input: { token } }) => {
        calls.logout(token);
        return (server.logout ?? unexpected('logout'))(token);
      }),
    },
    actions: { notify: (_, params) => notify(params) },
  });
  const actor = createActor(machine, {
    input: { permissionsOfRoles: (roles) => roles.flatMap((r) => roleTable[r] ?? []), ...input },
  });
  const emitted: SessionEmitted[] = [];
  actor.on('session.loggedOut', (event) => emitted.push(event));
  started.push(actor);
  actor.start();
  return { actor, notify, calls, emitted };
}

const editorInfo = {
  username: 'editor',
  avatar: 'https://example.com/e.png',
  roles: ['Editor'],
  permissions: ['x:y'],
};

describe('sessionMachine', () => {
  it('SE-01: without a stored token the session is logged out as a guest with nothing granted', () => {
    const { actor } = start({}, { tokenStorage: memoryTokenStorage() });
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(context).toMatchObject({ token: null, username: 'guest', avatar: DEFAULT_AVATAR, admin: false });
    expect([context.roles, context.permissions, context.routes]).toEqual([[], [], []]);
  });

  it('SE-01, VA-01, PM-01: login stores the token, loads the user and unions role permissions', async () => {
    const storage = memoryTokenStorage();
    const { actor, calls } = start(
      { login: async () => ({ accessToken: 'editor-token-1' }), loadUserInfo: async () => editorInfo },
      { tokenStorage: storage, tokenName: 'accessToken' },
    );
    actor.send({
      type: 'session.login',
      credentials: { username: 'editor', password: '123456' },
      redirect: '/vab',
    });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(calls.login).toHaveBeenCalledWith({ username: 'editor', password: '123456' });
    expect(calls.loadUserInfo).toHaveBeenCalledWith('editor-token-1');
    expect(storage.value).toBe('editor-token-1');
    expect(actor.getSnapshot().context).toMatchObject({
      token: 'editor-token-1',
      username: 'editor',
      avatar: 'https://example.com/e.png',
      roles: ['Editor'],
      permissions: ['x:y', 'read:system', 'write:system'],
      admin: false,
      redirectTarget: '/vab',
    });
  });

  it('VA-01: a login answer without the token under tokenName toasts and fails', async () => {
    const storage = memoryTokenStorage();
    const { actor, notify, calls } = start({ login: async () => ({ token: '' }) }, { tokenStorage: storage });
    actor.send({ type: 'session.login', credentials: {} });
    await waitFor(actor, (s) => s.matches('loggedOut') && s.context.error !== null);
    expect(notify).toHaveBeenCalledWith({ key: 'session.loginTokenMissing', values: { tokenName: 'token' } });
    expect(storage.value).toBeNull();
    expect(calls.loadUserInfo).not.toHaveBeenCalled();
  });

  it('VA-01: a rejected login keeps the guest session and records why', async () => {
    const { actor, notify } = start(
      { login: () => Promise.reject(new Error('帐户或密码不正确')) },
      { tokenStorage: memoryTokenStorage() },
    );
    actor.send({ type: 'session.login', credentials: {} });
    await waitFor(actor, (s) => s.context.error !== null);
    expect(actor.getSnapshot().matches('loggedOut')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('帐户或密码不正确');
    expect(notify).not.toHaveBeenCalled();
  });

  it.each([
    [{ username: 7 }],
    [{ avatar: ['a.png'] }],
    [{ roles: 'Admin' }],
    [{ permissions: [1] }],
    [null],
    ['text'],
  ])('VA-02, SE-03: user info %j toasts, resets and remembers the target', async (answer) => {
    const storage = memoryTokenStorage('stale-token');
    const { actor, notify, emitted } = start(
      { loadUserInfo: async () => answer },
      { tokenStorage: storage, redirectTarget: '/user_center/userManagement' },
    );
    await waitFor(actor, (s) => s.matches('loggedOut'));
    expect(notify).toHaveBeenCalledWith({ key: 'session.userInfoInvalid' });
    expect(storage.value).toBeNull();
    expect(actor.getSnapshot().context).toMatchObject({ token: null, username: 'guest', roles: [] });
    expect(emitted).toEqual([{ type: 'session.loggedOut', redirect: '/user_center/userManagement' }]);
  });

  it('SE-03: a stored token loads the user at start; a failing load resets everything', async () => {
    const storage = memoryTokenStorage('admin-token-1');
    const { actor, calls, emitted, notify } = start(
      { loadUserInfo: () => Promise.reject(new Error('401')) },
      { tokenStorage: storage, redirectTarget: '/setting' },
    );
    expect(actor.getSnapshot().value).toBe('loadingUser');
    await waitFor(actor, (s) => s.matches('loggedOut'));
    expect(calls.loadUserInfo).toHaveBeenCalledWith('admin-token-1');
    expect(storage.value).toBeNull();
    expect(emitted).toEqual([{ type: 'session.loggedOut', redirect: '/setting' }]);
    expect(notify).not.toHaveBeenCalled();
  });

  it('SE-03, VA-03: in all mode the routes come from the server and must be an array', async () => {
    const routes = [{ path: '/', name: 'Root' }];
    const good = start(
      { loadUserInfo: async () => editorInfo, loadRoutes: async () => routes },
      { tokenStorage: memoryTokenStorage('t1'), authentication: 'all' },
    );
    await waitFor(good.actor, (s) => s.matches('ready'));
    expect(good.actor.getSnapshot().context.routes).toEqual(routes);
    expect(good.calls.loadRoutes).toHaveBeenCalledWith('t1');

    const storage = memoryTokenStorage('t2');
    const bad = start(
      { loadUserInfo: async () => editorInfo, loadRoutes: async () => ({ list: routes }) },
      { tokenStorage: storage, authentication: 'all' },
    );
    await waitFor(bad.actor, (s) => s.matches('loggedOut'));
    expect(bad.notify).toHaveBeenCalledWith({ key: 'session.routesInvalid' });
    expect(storage.value).toBeNull();
    expect(bad.actor.getSnapshot().context.username).toBe('guest');
  });

  it('SE-03: in intelligence mode no route call is made; the routing layer sets the routes', async () => {
    const { actor, calls } = start(
      { loadUserInfo: async () => editorInfo },
      { tokenStorage: memoryTokenStorage('t') },
    );
    await waitFor(actor, (s) => s.matches('ready'));
    expect(calls.loadRoutes).not.toHaveBeenCalled();
    actor.send({ type: 'session.setRoutes', routes: [{ name: 'Index' }] });
    expect(actor.getSnapshot().context.routes).toEqual([{ name: 'Index' }]);
  });

  it.each([
    ['succeeds', () => Promise.resolve(null)],
    ['fails', () => Promise.reject(new Error('network'))],
  ])(
    'SE-02: logout calls the server with the token, then resets everything even when the call %s',
    async (_, answer) => {
      const storage = memoryTokenStorage('editor-token');
      const { actor, calls, emitted } = start(
        { loadUserInfo: async () => editorInfo, loadRoutes: async () => [{ name: 'Root' }], logout: answer },
        { tokenStorage: storage, authentication: 'all' },
      );
      await waitFor(actor, (s) => s.matches('ready'));
      actor.send({ type: 'session.logout', path: '/vab/table' });
      await waitFor(actor, (s) => s.matches('loggedOut'));
      expect(calls.logout).toHaveBeenCalledWith('editor-token');
      expect(storage.value).toBeNull();
      expect(actor.getSnapshot().context).toMatchObject({
        token: null,
        username: 'guest',
        avatar: DEFAULT_AVATAR,
        roles: [],
        permissions: [],
        routes: [],
        admin: false,
      });
      expect(emitted).toEqual([{ type: 'session.loggedOut', redirect: '/vab/table' }]);
    },
  );

  it('SE-04: with login interception off the session is ready at once with full access as admin', () => {
    const storage = memoryTokenStorage('ignored');
    const { actor, calls } = start({}, { tokenStorage: storage, loginInterception: false });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context).toMatchObject({ admin: true, username: 'admin', token: null });
    actor.send({ type: 'session.logout' });
    actor.send({ type: 'session.expired' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(calls.loadUserInfo).not.toHaveBeenCalled();
  });

  it('SE-04: with interception off in all mode the server routes still load', async () => {
    const { actor } = start(
      { loadRoutes: async () => [{ name: 'Root' }] },
      { tokenStorage: memoryTokenStorage(), loginInterception: false, authentication: 'all' },
    );
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context).toMatchObject({ admin: true, routes: [{ name: 'Root' }] });
  });

  it('SE-07, SE-03: a refreshed token is stored; an expired session resets without a server call', async () => {
    const storage = memoryTokenStorage('old');
    const { actor, calls, emitted } = start(
      { loadUserInfo: async () => editorInfo },
      { tokenStorage: storage },
    );
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'session.tokenRefreshed', token: 'new' });
    expect([storage.value, actor.getSnapshot().context.token]).toEqual(['new', 'new']);
    actor.send({ type: 'session.expired', path: '/index' });
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(storage.value).toBeNull();
    expect(calls.logout).not.toHaveBeenCalled();
    expect(emitted).toEqual([{ type: 'session.loggedOut', redirect: '/index' }]);
  });

  it('SE-07: a token refreshed while the user info still loads is stored, and the load goes on', async () => {
    const storage = memoryTokenStorage('old');
    let answer: (value: unknown) => void = () => {};
    const { actor } = start(
      { loadUserInfo: () => new Promise((resolve) => (answer = resolve)) },
      { tokenStorage: storage },
    );
    expect(actor.getSnapshot().value).toBe('loadingUser');
    actor.send({ type: 'session.tokenRefreshed', token: 'fresh' });
    expect(storage.value).toBe('fresh');
    answer(editorInfo);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context).toMatchObject({ token: 'fresh', username: 'editor' });
  });

  it('SE-07: a refreshed token is ignored while nobody is signed in', () => {
    const storage = memoryTokenStorage();
    const { actor } = start({}, { tokenStorage: storage });
    actor.send({ type: 'session.tokenRefreshed', token: 'stray' });
    expect([storage.value, actor.getSnapshot().context.token]).toEqual([null, null]);
  });
});
