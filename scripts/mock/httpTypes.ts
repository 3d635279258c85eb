import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/**
 * The few Express 4 types the mock server uses. json-server bundles Express but the project has no
 * @types/express, so these describe only what we call, checked against express 4.x's API.
 */
export interface Request extends IncomingMessage {
  method: string;
  url: string;
  path: string;
  originalUrl: string;
  query: Record<string, unknown>;
  params: Record<string, string>;
  body: unknown;
  /** body-parser's flag: a parsed body is already there, later parsers skip the request. */
  _body?: boolean;
}

export interface Response extends ServerResponse {
  locals: Record<string, unknown>;
  status(code: number): Response;
  json(body: unknown): Response;
  jsonp(body: unknown): Response;
  send(body: unknown): Response;
  set(field: string, value: string): Response;
  type(contentType: string): Response;
  sendFile(path: string, callback?: (error?: Error) => void): void;
}

export type NextFunction = (error?: unknown) => void;
export type RequestHandler = (req: Request, res: Response, next: NextFunction) => unknown;
export type ErrorHandler = (error: unknown, req: Request, res: Response, next: NextFunction) => unknown;

export interface Router {
  use(...handlers: (string | RequestHandler | ErrorHandler | Router | RequestHandler[])[]): Router;
  get(path: string, ...handlers: RequestHandler[]): Router;
  post(path: string, ...handlers: RequestHandler[]): Router;
  put(path: string, ...handlers: RequestHandler[]): Router;
  delete(path: string, ...handlers: RequestHandler[]): Router;
  patch(path: string, ...handlers: RequestHandler[]): Router;
  stack: { handle: (...args: unknown[]) => unknown }[];
}

/** An Express application (what `jsonServer.create()` returns). */
export interface Express extends Router {
  (req: IncomingMessage, res: ServerResponse): void;
  set(setting: string, value: unknown): Express;
  listen(port: number, host: string, callback?: () => void): Server;
}
