import { createActor } from 'xstate';
import type { HttpClient, RequestFn } from './HttpClient';
import { toHttpClient } from './HttpClient';
import { HttpError } from './HttpError';
import { type RefreshTokenFn, tokenRefreshMachine } from './tokenRefreshMachine';

/** What `withTokenRefresh` needs besides the client it wraps. */
export interface TokenRefreshOptions {
  /** The token now in the session store; read when a request starts and when it gets 402. */
  getToken: () => string | null | undefined;
  /** Exchanges the expired token for a new one (and stores it); rejects when it cannot. */
  refresh: RefreshTokenFn;
  /** Called once per failed refresh, however many requests waited: end the session, go to login. */
  onRefreshFailed: (error: unknown) => void;
  /** Statuses that mean "refresh and retry" (app.yaml api.status.refresh); default [402]. */
  refreshStatuses?: readonly number[];
  /**
   * Statuses that mean "sign in again" (app.yaml api.status.signIn); default [401]. A request that
   * gets one for a token that has since been exchanged (the server retires the old token when it
   * refreshes, and the request reached it after that) is retried with the new token instead.
   */
  signInStatuses?: readonly number[];
  /** The machine to run; tests pass `tokenRefreshMachine.provide(...)`. */
  machine?: typeof tokenRefreshMachine;
}

function orNull(token: string | null | undefined): string | null {
  return token === undefined || token === '' ? null : token;
}

/**
 * Wraps an HTTP client so an expired token (402) is refreshed and the request retried, and so a
 * request refused as signed out (401) only because its token was exchanged meanwhile is retried
 * with the new one.
 * However many requests fail together, one refresh runs (`tokenRefreshMachine`) and each
 * request is retried exactly once with the new token; a retry that gets 402 again rejects rather
 * than refreshing again, so nothing loops. When the refresh fails, every waiting request rejects
 * with its own 402 `HttpError` (the refresh error as `cause`) and `onRefreshFailed` runs once.
 *
 * @example
 * const http = withTokenRefresh(baseClient, {
 *   getToken: () => session.token,
 *   refresh: async (old) => (await baseClient.get<{ token: string }>('/refreshToken', {}, { token: old })).data.token,
 *   onRefreshFailed: () => navigate('/login'),
 * });
 */
export function withTokenRefresh(client: HttpClient, options: TokenRefreshOptions): HttpClient {
  const actor = createActor(options.machine ?? tokenRefreshMachine, {
    input: { refresh: options.refresh },
  }).start();
  actor.on('session.expired', ({ error }) => options.onRefreshFailed(error));

  const waitForToken = (usedToken: string | null) =>
    new Promise<string>((resolve, reject) =>
      actor.send({
        type: 'token.expired',
        usedToken,
        currentToken: orNull(options.getToken()),
        resolve,
        reject,
      }),
    );

  /** Whether `usedToken` has been exchanged: by a refresh on its way or done here, or elsewhere. */
  const exchanged = (usedToken: string | null) => {
    const { context, value } = actor.getSnapshot();
    const current = orNull(options.getToken());
    return (
      usedToken !== null &&
      ((value === 'refreshing' && context.expiredToken === usedToken) ||
        context.lastRefresh?.from === usedToken ||
        (current !== null && current !== usedToken))
    );
  };

  const refreshes = options.refreshStatuses ?? [402];
  const signIns = options.signInStatuses ?? [401];
  const request: RequestFn = async (req) => {
    // Pin the token now: the machine must know which token this request really carried.
    const usedToken = req.token === undefined ? orNull(options.getToken()) : req.token;
    try {
      return await client.request({ ...req, token: usedToken });
    } catch (error) {
      if (!(error instanceof HttpError) || error.reason !== 'status') throw error;
      const expired = refreshes.includes(error.status);
      const retired = signIns.includes(error.status) && exchanged(usedToken);
      if (!expired && !retired) throw error;
      let token: string;
      try {
        token = await waitForToken(usedToken);
      } catch (refreshError) {
        throw new HttpError({
          status: error.status,
          message: error.message,
          url: error.url,
          body: error.body,
          cause: refreshError,
        });
      }
      // The one retry: a second 402 propagates as it is.
      return client.request({ ...req, token });
    }
  };
  return toHttpClient(request, client.report);
}
