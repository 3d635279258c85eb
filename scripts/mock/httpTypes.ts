/**
 * Deprecated: import these from 'express' (@types/express) directly. Kept only while files
 * written against the old hand-made types move over; it declares nothing of its own.
 */
export type {
  ErrorRequestHandler as ErrorHandler,
  Express,
  NextFunction,
  Request,
  RequestHandler,
  Response,
  Router,
} from 'express';
