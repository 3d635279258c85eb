import { createRequire } from 'node:module';
import type expressModule from 'express';
import type { Express, RequestHandler, Router } from 'express';

/** A lowdb 1.x instance: a lodash chain over the state plus read/write through an adapter. */
export interface LowDatabase {
  /** The data file's collections: lists of records (json-server serves nothing else). */
  getState(): Record<string, Record<string, unknown>[]>;
  setState(state: Record<string, unknown>): LowDatabase;
  write<T>(returnValue?: T): T;
}

/** What lowdb 1.x asks of an adapter; a synchronous read, a write whose result lowdb passes on. */
export interface LowAdapter {
  read(): Record<string, unknown>;
  write(state: Record<string, unknown>): void;
}

export interface JsonServerRouter extends Router {
  db: LowDatabase;
  render: RequestHandler;
}

/** json-server 0.17's programmatic API, typed for what we use. */
export interface JsonServer {
  create(): Express;
  router(db: string | object, options?: { foreignKeySuffix?: string }): JsonServerRouter;
  defaults(options?: {
    static?: string;
    logger?: boolean;
    bodyParser?: boolean;
    noCors?: boolean;
    noGzip?: boolean;
    readOnly?: boolean;
  }): RequestHandler[];
  rewriter(routes: Record<string, string>): RequestHandler;
  bodyParser: RequestHandler[];
}

// json-server is CommonJS without types; loading it (and the lowdb and Express it depends on)
// through require keeps the types in one place. Resolving from json-server's own folder gives the
// exact copies it uses, so `express.static` is json-server's Express.
const require = createRequire(import.meta.url);
const fromJsonServer = createRequire(require.resolve('json-server'));

/** json-server's programmatic API. @example jsonServer.create() */
export const jsonServer = require('json-server') as JsonServer;
/** lowdb 1.x, the database json-server's router works on. @example low(adapter) */
export const low = fromJsonServer('lowdb') as (adapter: LowAdapter) => LowDatabase;
/** json-server's Express (4.x), whose parsers and static middleware the server uses. @example express.json() */
export const express = fromJsonServer('express') as typeof expressModule;
/** Express's static-file middleware, from json-server's Express. @example serveStatic('dist') */
export const serveStatic = express.static;
