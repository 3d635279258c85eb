import { assign, emit, fromPromise, setup } from 'xstate';

/** Asks the server for a new token in exchange for the expired one; rejects when it cannot. */
export type RefreshTokenFn = (expiredToken: string | null) => Promise<string>;

/** A request that got 402 and waits for a token to retry with, or for the reason it cannot. */
export interface TokenWaiter {
  resolve: (token: string) => void;
  reject: (error: unknown) => void;
}

/**
 * `usedToken` is the token the failed request carried; `currentToken` is what the store holds
 * now. Comparing the two is how a late 402 learns that someone already refreshed.
 */
export type TokenRefreshEvent = {
  type: 'token.expired';
  usedToken: string | null;
  currentToken: string | null;
} & TokenWaiter;

/** Announced to subscribers (`actor.on(...)`): a new token, or the end of the session. */
export type TokenRefreshEmitted =
  | { type: 'token.refreshed'; token: string }
  | { type: 'session.expired'; error: unknown };

export interface TokenRefreshContext {
  refresh: RefreshTokenFn;
  /** Requests waiting for the refresh in flight. */
  waiters: TokenWaiter[];
  /** The token being exchanged while in `refreshing`. */
  expiredToken: string | null;
  /** The last successful exchange, so a 402 that arrives late retries instead of refreshing again. */
  lastRefresh?: { from: string | null; to: string };
  /** The token whose refresh failed: its 402s are rejected at once, with no second trip to login. */
  failed?: { token: string | null; error: unknown };
  /** How many refresh calls ran: one per expiry, however many requests failed. */
  refreshCount: number;
}

/** The error of an invoked actor's failure, typed for the action params below. */
const failureOf = ({ event }: { event: { error: unknown } }) => event.error;

/**
 * Token refresh as a state machine: the first 402 starts exactly one refresh; every 402 that arrives
 * while it runs joins the queue; success hands the new token to the whole queue, failure rejects
 * the whole queue once and emits `session.expired` once. The refresh call is the invoked actor
 * `refreshToken`, so tests replace it with `machine.provide({ actors: { refreshToken } })`.
 * Retrying at most once is the caller's half of the contract (see `withTokenRefresh`).
 *
 * @example
 * const actor = createActor(tokenRefreshMachine, { input: { refresh: (old) => api.refresh(old) } }).start();
 * actor.on('session.expired', () => navigate('/login'));
 * const token = await new Promise<string>((resolve, reject) =>
 *   actor.send({ type: 'token.expired', usedToken: 'old', currentToken: 'old', resolve, reject }),
 * );
 */
export const tokenRefreshMachine = setup({
  types: {
    context: {} as TokenRefreshContext,
    events: {} as TokenRefreshEvent,
    emitted: {} as TokenRefreshEmitted,
    input: {} as { refresh: RefreshTokenFn },
  },
  actors: {
    refreshToken: fromPromise<string, { refresh: RefreshTokenFn; expiredToken: string | null }>(
      async ({ input }) => {
        const token = await input.refresh(input.expiredToken);
        if (typeof token !== 'string' || token === '') throw new Error('The refresh call returned no token');
        return token;
      },
    ),
  },
  guards: {
    refreshAlreadyFailed: ({ context, event }) =>
      context.failed !== undefined && context.failed.token === event.usedToken,
    tokenAlreadyRefreshed: ({ context, event }) => context.lastRefresh?.from === event.usedToken,
    tokenAlreadyReplaced: ({ event }) =>
      event.currentToken !== null && event.currentToken !== event.usedToken,
  },
  actions: {
    rejectWithEarlierFailure: ({ context, event }) => event.reject(context.failed?.error),
    retryWithRefreshedToken: ({ context, event }) => {
      if (context.lastRefresh) event.resolve(context.lastRefresh.to);
    },
    retryWithCurrentToken: ({ event }) => {
      if (event.currentToken !== null) event.resolve(event.currentToken);
    },
    startRefresh: assign(({ context, event }) => ({
      expiredToken: event.usedToken,
      failed: undefined,
      refreshCount: context.refreshCount + 1,
    })),
    enqueueWaiter: assign({
      waiters: ({ context, event }) => [...context.waiters, { resolve: event.resolve, reject: event.reject }],
    }),
    recordRefresh: assign({
      lastRefresh: ({ context }, token: string) => ({ from: context.expiredToken, to: token }),
    }),
    resolveWaiters: ({ context }, token: string) => {
      for (const waiter of context.waiters) waiter.resolve(token);
    },
    announceToken: emit((_, token: string) => ({ type: 'token.refreshed' as const, token })),
    recordFailure: assign({
      failed: ({ context }, error: unknown) => ({ token: context.expiredToken, error }),
    }),
    rejectWaiters: ({ context }, error: unknown) => {
      for (const waiter of context.waiters) waiter.reject(error);
    },
    announceSessionExpired: emit((_, error: unknown) => ({ type: 'session.expired' as const, error })),
    clearWaiters: assign({ waiters: [] }),
  },
}).createMachine({
  id: 'tokenRefresh',
  context: ({ input }) => ({ refresh: input.refresh, waiters: [], expiredToken: null, refreshCount: 0 }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'token.expired': [
          { guard: 'refreshAlreadyFailed', actions: 'rejectWithEarlierFailure' },
          { guard: 'tokenAlreadyRefreshed', actions: 'retryWithRefreshedToken' },
          { guard: 'tokenAlreadyReplaced', actions: 'retryWithCurrentToken' },
          { target: 'refreshing', actions: ['startRefresh', 'enqueueWaiter'] },
        ],
      },
    },
    refreshing: {
      on: { 'token.expired': { actions: 'enqueueWaiter' } },
      invoke: {
        src: 'refreshToken',
        input: ({ context }) => ({ refresh: context.refresh, expiredToken: context.expiredToken }),
        onDone: {
          target: 'idle',
          actions: [
            { type: 'recordRefresh', params: ({ event }) => event.output },
            { type: 'announceToken', params: ({ event }) => event.output },
            { type: 'resolveWaiters', params: ({ event }) => event.output },
            'clearWaiters',
          ],
        },
        onError: {
          target: 'idle',
          actions: [
            { type: 'recordFailure', params: failureOf },
            { type: 'announceSessionExpired', params: failureOf },
            { type: 'rejectWaiters', params: failureOf },
            'clearWaiters',
          ],
        },
      },
    },
  },
});
