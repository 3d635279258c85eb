import type { NextFunction, Request, Response } from 'express';

/**
 * Holds each answer back by a random time in [min, max] ms (10–100 ms), so the
 * console's loading states show as they would against a real server. 0 turns it off.
 *
 * @example
 * app.use(mockDelay([10, 100]));
 */
export function mockDelay(delay: number | [number, number]) {
  const [min, max] = Array.isArray(delay) ? delay : [delay, delay];
  if (max <= 0) return (_req: Request, _res: Response, next: NextFunction) => next();
  return (_req: Request, _res: Response, next: NextFunction) => {
    setTimeout(next, min + Math.floor(Math.random() * (max - min + 1)));
  };
}
