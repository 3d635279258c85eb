/**
 * The server's route list was not an array. Thrown by `backendRoutes`; the session
 * shows its message as an error toast and treats route loading as failed (full reset,
 * back to login with the target remembered). `message` is the spec's toast text.
 *
 * @example
 * try { backendRoutes(data.list, registry); } catch (error) {
 *   if (error instanceof RouteListError) toast.error(error.message); // 路由格式返回有误！
 * }
 */
export class RouteListError extends Error {
  /** The requirement this error reports, so callers can tell it from other load failures. */
  readonly code = 'VA-03';
  /** What the server sent instead of an array. */
  readonly received: unknown;

  constructor(received: unknown) {
    super('路由格式返回有误！');
    this.name = 'RouteListError';
    this.received = received;
  }
}
