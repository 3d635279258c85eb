import type { NextFunction, Request, Response } from 'express';

/**
 * Wraps an async handler for Express 4, which does not catch rejected promises itself.
 *
 * @example
 * app.post('/login', asyncHandler(async (req, res) => { … }));
 */
export function asyncHandler(handler: (req: Request, res: Response, next: NextFunction) => Promise<unknown>) {
  return (req: Request, res: Response, next: NextFunction) => {
    handler(req, res, next).catch(next);
  };
}
