import type { Translate } from '../lib/language';
import type { HttpClient, RequestFn } from './HttpClient';
import { toHttpClient } from './HttpClient';
import { HttpError } from './HttpError';
import { httpMessage } from './messages';

/** One entry for the error log: where the call went and what went wrong. */
export interface HttpErrorLog {
  url: string;
  message: string;
  stack?: string;
}

/** What failing statuses mean (app.yaml api.status); the defaults are the spec's 401, 402, 403. */
export interface StatusMeanings {
  signIn: readonly number[];
  refresh: readonly number[];
  forbidden: readonly number[];
}

export const DEFAULT_STATUSES: StatusMeanings = { signIn: [401], refresh: [402], forbidden: [403] };

/** What the runtime does with a failed call; every handler is optional. */
export interface ErrorCatalogueHandlers {
  /** Which statuses mean sign in again, refresh, forbidden; default 401, 402, 403. */
  statuses?: StatusMeanings;
  /** 401: reset the session and go to login. */
  onUnauthorized?: (error: HttpError) => void;
  /** 403: go to /403 (the message is shown through `notify` as well). */
  onForbidden?: (error: HttpError) => void;
  /** Shows an error toast: the message, after the failed call's method and path when the error names one. */
  notify?: (message: string, error: HttpError | Error) => void;
  /** Looks up the toast's text (`jimu.http.failedCall`): i18next's `t`; without it, `<call>: <message>`. */
  t?: Translate;
  /** Adds an entry to the error log. */
  onError?: (log: HttpErrorLog) => void;
}

/**
 * The text of a failed call's toast: the call (method and path) and why it failed, the way the
 * error log names the call beside its message; an error that names no call is its message alone.
 *
 * @example toastText(new HttpError({ status: 404, message: '访问资源不存在', url, call: 'GET /notice/inbox' }), t);
 * // 'GET /notice/inbox: 访问资源不存在'
 */
export function toastText(error: Error, t?: Translate): string {
  const call = error instanceof HttpError ? error.call : undefined;
  if (!call) return error.message;
  const values = { call, message: error.message };
  return t ? httpMessage('failedCall', t, values) : `${call}: ${error.message}`;
}

/**
 * Wraps a client with the reactions of the error catalogue: 401 → `onUnauthorized`;
 * 403 → `onForbidden` and the message; every other failure (including "no response", an answer
 * that does not fit the mapping) → the message as a toast, named by its call ({@link toastText}).
 * Every failure goes to the error log.
 * Two kinds stay silent: 402, which belongs to `withTokenRefresh`, and requests the caller
 * cancelled. Which codes mean what is `statuses` (app.yaml api.status). The promise still rejects
 * with the same error afterwards, so callers can react too.
 *
 * @example
 * const http = withErrorCatalogue(toHttpClient(request), {
 *   onUnauthorized: () => session.send({ type: 'session.reset' }),
 *   notify: (message) => Toast.error(message),
 * });
 */
export function withErrorCatalogue(client: HttpClient, handlers: ErrorCatalogueHandlers): HttpClient {
  const { signIn, refresh, forbidden } = handlers.statuses ?? DEFAULT_STATUSES;
  // Statuses only count when the server answered: 0 (timeout, mapping, unreadable) has no meaning.
  const means = (error: unknown, codes: readonly number[]): error is HttpError =>
    error instanceof HttpError && error.reason === 'status' && codes.includes(error.status);
  const react = (error: unknown, showsRefusal = false) => {
    if (!(error instanceof Error)) return;
    if (means(error, refresh) || (error instanceof HttpError && error.reason === 'aborted')) return;
    const url = error instanceof HttpError ? error.url : '';
    // The likely causes of a network failure (CORS, a wrong address) are for whoever reads the log.
    const hint = error instanceof HttpError && error.logHint ? ` (${error.logHint})` : '';
    handlers.onError?.({ url, message: `${error.message}${hint}`, stack: error.stack });
    if (means(error, signIn)) {
      handlers.onUnauthorized?.(error);
      return;
    }
    if (showsRefusal) return;
    if (means(error, forbidden)) handlers.onForbidden?.(error);
    handlers.notify?.(toastText(error, handlers.t), error);
  };

  const request: RequestFn = async (req) => {
    try {
      return await client.request(req);
    } catch (error) {
      react(error, req.showsRefusal === true);
      throw error;
    }
  };
  return toHttpClient(request, react);
}
