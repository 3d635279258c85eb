import { and, assign, emit, fromPromise, not, setup } from 'xstate';
import type { MachineMessageKey } from './messages';
import {
  loggedOutContext,
  type SessionContext,
  type SessionInput,
  sessionConfig,
  VIRTUAL_ADMIN_NAME,
  withUser,
} from './sessionContext';
import { parseSessionUser, tokenOfLoginAnswer } from './sessionUser';

export type SessionEvent =
  | { type: 'session.login'; credentials: unknown; redirect?: string }
  /** Sign out through the server; `path` is where to come back after the next login. */
  | { type: 'session.logout'; path?: string }
  /** The server refused the token (401, failed refresh): reset without a server call. */
  | { type: 'session.expired'; path?: string }
  | { type: 'session.tokenRefreshed'; token: string }
  /** The routing layer built the routes (intelligence mode) or changed their meta. */
  | { type: 'session.setRoutes'; routes: unknown[] }
  /** A fresh user-info answer while signed in (the user changed their avatar or name): applied when valid. */
  | { type: 'session.userChanged'; data: unknown };

/** Emitted after every reset: go to /login, with `redirect` as the target to come back to. */
export type SessionEmitted = { type: 'session.loggedOut'; redirect: string | null };

export interface NotifyParams {
  key: MachineMessageKey;
  values?: Record<string, string>;
}

const missing = (name: string) => () => {
  throw new Error(
    `sessionMachine: the '${name}' actor was not provided; pass it with machine.provide({ actors })`,
  );
};

/**
 * The session, its server answers checked: loggedOut → loggingIn → loadingUser
 * (→ loadingRoutes in `all` mode) → ready → loggingOut. Every server call is an actor the app
 * provides, each answering raw `data` or rejecting; bad answers are toasted through `notify`
 * and, while loading, reset the whole session so no half-signed-in state survives.
 *
 * @example
 * const actor = createActor(sessionMachine.provide({
 *   actors: { login, loadUserInfo, loadRoutes, logout },
 *   actions: { notify: (_, { key, values }) => Toast.error(t(key, values)) },
 * }), { input: { tokenStorage, tokenName: 'token' } });
 * actor.on('session.loggedOut', ({ redirect }) => navigate(loginPath(redirect)));
 * actor.start();
 * actor.send({ type: 'session.login', credentials: { username: 'admin', password: '123456' } });
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
    emitted: {} as SessionEmitted,
  },
  actors: {
    login: fromPromise<unknown, { credentials: unknown }>(missing('login')),
    loadUserInfo: fromPromise<unknown, { token: string }>(missing('loadUserInfo')),
    loadRoutes: fromPromise<unknown, { token: string | null }>(missing('loadRoutes')),
    logout: fromPromise<unknown, { token: string | null }>(missing('logout')),
  },
  actions: {
    notify: (_, params: NotifyParams) => {
      console.error(`[session] ${params.key}`, params.values ?? '');
    },
    storeToken: assign(({ context }, params: { token: string }) => {
      context.config.tokenStorage.set(params.token);
      return { token: params.token, error: null };
    }),
    assignUser: assign(({ context }, params: { data: unknown }) => {
      const user = parseSessionUser(params.data);
      return user ? withUser(context, user) : {};
    }),
    assignRoutes: assign((_, params: { routes: unknown }) => ({
      routes: Array.isArray(params.routes) ? params.routes : [],
    })),
    assignVirtualUser: assign({ username: VIRTUAL_ADMIN_NAME, admin: true }),
    assignError: assign((_, params: { error: unknown }) => ({
      error: params.error instanceof Error ? params.error.message : String(params.error),
    })),
    rememberTarget: assign((_, params: { target?: string }) =>
      params.target === undefined ? {} : { redirectTarget: params.target },
    ),
    resetSession: assign(({ context }) => {
      context.config.tokenStorage.remove();
      return loggedOutContext(context.config, context.redirectTarget);
    }),
    emitLoggedOut: emit(({ context }) => ({
      type: 'session.loggedOut' as const,
      redirect: context.redirectTarget,
    })),
  },
  guards: {
    interceptionOff: ({ context }) => !context.config.loginInterception,
    routesFromServer: ({ context }) => context.config.authentication === 'all',
    hasToken: ({ context }) => context.token !== null,
    loginAnswerHasToken: ({ context }, params: { data: unknown }) =>
      tokenOfLoginAnswer(params.data, context.config.tokenName) !== null,
    validUser: (_, params: { data: unknown }) => parseSessionUser(params.data) !== null,
    isRouteList: (_, params: { routes: unknown }) => Array.isArray(params.routes),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    ...loggedOutContext(sessionConfig(input), input.redirectTarget ?? null),
    token: input.loginInterception === false ? null : input.tokenStorage.get() || null,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        {
          guard: and(['interceptionOff', 'routesFromServer']),
          target: 'loadingRoutes',
          actions: 'assignVirtualUser',
        },
        { guard: 'interceptionOff', target: 'ready', actions: 'assignVirtualUser' },
        { guard: 'hasToken', target: 'loadingUser' },
        { target: 'loggedOut' },
      ],
    },
    loggedOut: {
      on: {
        'session.login': {
          target: 'loggingIn',
          actions: [{ type: 'rememberTarget', params: ({ event }) => ({ target: event.redirect }) }],
        },
      },
    },
    loggingIn: {
      invoke: {
        src: 'login',
        input: ({ event }) => ({
          credentials: event.type === 'session.login' ? event.credentials : undefined,
        }),
        onDone: [
          {
            guard: { type: 'loginAnswerHasToken', params: ({ event }) => ({ data: event.output }) },
            target: 'loadingUser',
            actions: {
              type: 'storeToken',
              params: ({ context, event }) => ({
                token: tokenOfLoginAnswer(event.output, context.config.tokenName) ?? '',
              }),
            },
          },
          {
            target: 'loggedOut',
            actions: [
              {
                type: 'notify',
                params: ({ context }) => ({
                  key: 'session.loginTokenMissing' as const,
                  values: { tokenName: context.config.tokenName },
                }),
              },
              { type: 'assignError', params: { error: 'session.loginTokenMissing' } },
            ],
          },
        ],
        onError: {
          target: 'loggedOut',
          actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadingUser: {
      invoke: {
        src: 'loadUserInfo',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: [
          {
            guard: { type: 'validUser', params: ({ event }) => ({ data: event.output }) },
            target: 'userLoaded',
            actions: { type: 'assignUser', params: ({ event }) => ({ data: event.output }) },
          },
          {
            target: 'loggedOut',
            actions: [
              { type: 'notify', params: { key: 'session.userInfoInvalid' } },
              'resetSession',
              'emitLoggedOut',
            ],
          },
        ],
        onError: { target: 'loggedOut', actions: ['resetSession', 'emitLoggedOut'] },
      },
    },
    userLoaded: {
      always: [{ guard: 'routesFromServer', target: 'loadingRoutes' }, { target: 'ready' }],
    },
    loadingRoutes: {
      invoke: {
        src: 'loadRoutes',
        input: ({ context }) => ({ token: context.token }),
        onDone: [
          {
            guard: { type: 'isRouteList', params: ({ event }) => ({ routes: event.output }) },
            target: 'ready',
            actions: { type: 'assignRoutes', params: ({ event }) => ({ routes: event.output }) },
          },
          {
            target: 'loggedOut',
            actions: [
              { type: 'notify', params: { key: 'session.routesInvalid' } },
              'resetSession',
              'emitLoggedOut',
            ],
          },
        ],
        onError: { target: 'loggedOut', actions: ['resetSession', 'emitLoggedOut'] },
      },
    },
    ready: {
      on: {
        'session.logout': {
          guard: not('interceptionOff'),
          target: 'loggingOut',
          actions: { type: 'rememberTarget', params: ({ event }) => ({ target: event.path }) },
        },
        'session.setRoutes': {
          actions: { type: 'assignRoutes', params: ({ event }) => ({ routes: event.routes }) },
        },
        'session.userChanged': {
          guard: { type: 'validUser', params: ({ event }) => ({ data: event.data }) },
          actions: { type: 'assignUser', params: ({ event }) => ({ data: event.data }) },
        },
      },
    },
    loggingOut: {
      invoke: {
        src: 'logout',
        input: ({ context }) => ({ token: context.token }),
        // The user asked to leave: a failing logout call must not keep them signed in.
        onDone: { target: 'loggedOut', actions: ['resetSession', 'emitLoggedOut'] },
        onError: { target: 'loggedOut', actions: ['resetSession', 'emitLoggedOut'] },
      },
    },
  },
  on: {
    // A refresh can finish while the user info or routes still load, not only when ready.
    'session.tokenRefreshed': {
      guard: and(['hasToken', not('interceptionOff')]),
      actions: { type: 'storeToken', params: ({ event }) => ({ token: event.token }) },
    },
    'session.expired': {
      guard: not('interceptionOff'),
      target: '.loggedOut',
      actions: [
        { type: 'rememberTarget', params: ({ event }) => ({ target: event.path }) },
        'resetSession',
        'emitLoggedOut',
      ],
    },
  },
});
