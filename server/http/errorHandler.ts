import type { NextFunction, Request, Response } from 'express';
import { ApiError, messages, send } from './envelope';

/**
 * The last middleware: every error becomes an envelope. ApiErrors carry their status; errors of
 * Express's own parsers keep theirs (400, 413); anything else is a 500 whose details go to the
 * server's log, never to the client. The server keeps serving either way.
 *
 * @example
 * app.use(errorHandler(console.error));
 */
export function errorHandler(log: (message: string) => void) {
  return (error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    if (res.headersSent) {
      res.end();
      return;
    }
    if (error instanceof ApiError) return send(res, error.status, error.message, error.data);
    // Errors of Express's own parsers carry their status.
    const status =
      typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number'
        ? error.status
        : 500;
    if (status === 413) return send(res, 413, messages.tooLarge);
    if (status === 400) return send(res, 400, messages.badJson);
    if (status === 403) return send(res, 403, messages.forbidden);
    if (status >= 400 && status < 500) return send(res, status, messages.notFound);
    log(`mock server error: ${(error instanceof Error ? error.stack : undefined) ?? String(error)}`);
    send(res, 500, messages.internal);
  };
}
