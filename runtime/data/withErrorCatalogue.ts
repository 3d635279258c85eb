import type { HttpClient, RequestFn } from './HttpClient';
import { toHttpClient } from './HttpClient';
import { HttpError } from './HttpError';

/** One entry for the error log (SE-09): where the call went and what went wrong. */
export interface HttpErrorLog {
  url: string;
  message: string;
  stack?: string;
}

/** What the runtime does with a failed call; every handler is optional. */
export interface ErrorCatalogueHandlers {
  /** 401: reset the session and go to login. */
  onUnauthorized?: (error: HttpError) => void;
  /** 403: go to /403 (the message is shown through `notify` as well). */
  onForbidden?: (error: HttpError) => void;
  /** Shows an error toast. */
  notify?: (message: string, error: HttpError | Error) => void;
  /** Adds an entry to the error log. */
  onError?: (log: HttpErrorLog) => void;
}

/**
 * Wraps a client with the reactions of the error catalogue (ER-02, ER-03): 401 → `onUnauthorized`;
 * 403 → `onForbidden` and the message; every other failure (including "no response") → the
 * message as a toast. Every failure goes to the error log. Two kinds stay silent: 402, which
 * belongs to `withTokenRefresh`, and requests the caller cancelled. The promise still rejects
 * with the same error afterwards, so callers can react too.
 *
 * @example
 * const http = withErrorCatalogue(toHttpClient(request), {
 *   onUnauthorized: () => session.send({ type: 'session.reset' }),
 *   notify: (message) => Toast.error(message),
 * });
 */
export function withErrorCatalogue(client: HttpClient, handlers: ErrorCatalogueHandlers): HttpClient {
  const react = (error: unknown) => {
    if (!(error instanceof Error)) return;
    if (error instanceof HttpError && (error.status === 402 || error.reason === 'aborted')) return;
    const url = error instanceof HttpError ? error.url : '';
    handlers.onError?.({ url, message: error.message, stack: error.stack });
    if (error instanceof HttpError && error.status === 401) {
      handlers.onUnauthorized?.(error);
      return;
    }
    if (error instanceof HttpError && error.status === 403) handlers.onForbidden?.(error);
    handlers.notify?.(error.message, error);
  };

  const request: RequestFn = async (req) => {
    try {
      return await client.request(req);
    } catch (error) {
      react(error);
      throw error;
    }
  };
  return toHttpClient(request);
}
