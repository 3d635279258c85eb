/**
 * Why a request failed: `status` means the server answered with a failing HTTP or envelope
 * status; `network` means no answer at all; `timeout` means the client gave up;
 * `aborted` means the caller cancelled it (never shown to the user); `mapping` means the answer
 * did not fit the config's mapping (`configKey` names the key to change); `unreadable` means the
 * body claimed JSON but did not parse — for a write, its result is unknown; `unknownResult` means a
 * save or delete was answered with a success status but not in the shape its data provider
 * expects, so whether it happened is unknown (`UnknownResultError`).
 */
export type HttpErrorReason =
  | 'status'
  | 'network'
  | 'timeout'
  | 'aborted'
  | 'mapping'
  | 'unreadable'
  | 'unknownResult';

/**
 * The one error every HTTP client call rejects with. `status` is the envelope's code when the
 * body has one, else the HTTP status, and 0 when there was no response. `message` is already
 * the text to show (body message, else the status table, in the current language).
 *
 * @example
 * try {
 *   await http.get('/table/getList');
 * } catch (error) {
 *   if (error instanceof HttpError && error.status === 403) showForbidden(error.message);
 * }
 */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  readonly status: number;
  readonly url: string;
  readonly reason: HttpErrorReason;
  /** The body the server sent, when there was one: callers may want more than the message. */
  readonly body: unknown;
  /** For `mapping` errors: the config key to change, e.g. `api.login.token`. */
  readonly configKey?: string;
  /** For the error log only, never shown to a person: the likely causes of a `network` failure (CORS, a wrong address). */
  readonly logHint?: string;
  /**
   * The call that failed, as its toast names it: method and path as asked, without the query
   * (`GET /notice/inbox`). Set by the transport; errors made from an answer that arrived (a
   * mapping error, a save's unknown result) name their call in their message instead.
   */
  readonly call?: string;
  /**
   * Set by a caller that shows the error itself, in its `catch` (a form marks the field a refusal
   * names): the runtime's toast waits one task for this and then stays away. Still logged.
   */
  shownByCaller = false;

  constructor(init: {
    status: number;
    message: string;
    url: string;
    reason?: HttpErrorReason;
    body?: unknown;
    cause?: unknown;
    configKey?: string;
    logHint?: string;
    call?: string;
  }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.url = init.url;
    this.reason = init.reason ?? 'status';
    this.body = init.body;
    if (init.configKey !== undefined) this.configKey = init.configKey;
    if (init.logHint !== undefined) this.logHint = init.logHint;
    if (init.call !== undefined) this.call = init.call;
  }
}
