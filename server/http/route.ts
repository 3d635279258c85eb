import type { NextFunction, Request, Response } from 'express';
import { compileBodyRule, fieldErrorsOf } from './bodyCheck';
import type { BodyOf, JsonSchema } from './bodySchema';
import { fieldRefusal } from './envelope';
import { isRecord } from './isRecord';

/** The methods that carry a body, each checked before its handler runs. */
export type WriteMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type RouteMethod = 'GET' | WriteMethod;

/** A whole record of a collection, as a record route's handler receives it. */
export type RecordBody = Record<string, unknown>;

/** What a handler is called with: its area's context, the body as checked, and the call itself. */
export interface RouteCall<Ctx, Body> {
  ctx: Ctx;
  body: Body;
  req: Request;
  res: Response;
  next: NextFunction;
}

/** A handler: it answers with `send(res, …)`, or throws an ApiError; it may be async. */
export type RouteHandler<Ctx, Body> = (call: RouteCall<Ctx, Body>) => unknown;

/**
 * How a route's body is checked: a JSON Schema the route checks before its handler (the body is
 * typed by it), `multipart` (a file upload the handler reads itself), or `record` (a whole record of
 * a collection, checked by the fields its records have before any route runs: recordRules.ts).
 */
export type RouteBody = JsonSchema | 'multipart' | 'record';

/** One route of a table, its body's type erased: the table holds routes of every body. */
export interface Route<Ctx> {
  readonly method: RouteMethod;
  /** A literal path, `:param` for a segment (never a RegExp: the access check needs the string). */
  readonly path: string;
  readonly body?: RouteBody;
  /** Checks the body by the route's rule, then runs its handler. */
  readonly handle: (ctx: Ctx, req: Request, res: Response, next: NextFunction) => Promise<unknown>;
}

/** An area's routes, in the order the server tries them. */
export type RouteTable<Ctx> = readonly Route<Ctx>[];

interface ReadRouteSpec<Ctx> {
  method: 'GET';
  path: string;
  handler: RouteHandler<Ctx, undefined>;
}

interface UploadRouteSpec<Ctx> {
  method: WriteMethod;
  path: string;
  body: 'multipart';
  handler: RouteHandler<Ctx, undefined>;
}

interface RecordRouteSpec<Ctx> {
  method: WriteMethod;
  path: string;
  body: 'record';
  handler: RouteHandler<Ctx, RecordBody>;
}

interface WriteRouteSpec<Ctx, S extends JsonSchema> {
  method: WriteMethod;
  path: string;
  body: S;
  handler: RouteHandler<Ctx, BodyOf<S>>;
}

/**
 * One route of a table: its method, path, body rule and handler. A write route names its body
 * rule; with a schema, the handler's `body` is of the type the schema gives (BodyOf) and reaches
 * it only once ajv has accepted it — otherwise 400 with `data.fieldErrors` naming each field at
 * fault. The schema is compiled on the route's first call.
 *
 * @example
 * route({ method: 'POST', path: '/notice/read', body: strict({ id: ID }, ['id']), handler: readNotice });
 */
export function route<Ctx>(spec: ReadRouteSpec<Ctx>): Route<Ctx>;
export function route<Ctx>(spec: UploadRouteSpec<Ctx>): Route<Ctx>;
export function route<Ctx>(spec: RecordRouteSpec<Ctx>): Route<Ctx>;
export function route<Ctx, const S extends JsonSchema>(spec: WriteRouteSpec<Ctx, S>): Route<Ctx>;
export function route<Ctx>(
  spec: ReadRouteSpec<Ctx> | UploadRouteSpec<Ctx> | RecordRouteSpec<Ctx> | WriteRouteSpec<Ctx, JsonSchema>,
): Route<Ctx> {
  const { method, path } = spec;
  if (spec.method === 'GET') {
    const { handler } = spec;
    return {
      method,
      path,
      handle: async (ctx, req, res, next) => handler({ ctx, body: undefined, req, res, next }),
    };
  }
  const rule = spec.body;
  if (rule === 'multipart') {
    const { handler } = spec;
    return {
      method,
      path,
      body: rule,
      handle: async (ctx, req, res, next) => handler({ ctx, body: undefined, req, res, next }),
    };
  }
  if (rule === 'record') {
    const { handler } = spec;
    return {
      method,
      path,
      body: rule,
      handle: async (ctx, req, res, next) => {
        const body: unknown = req.body;
        if (!isRecord(body)) throw fieldRefusal({ $: '请求体应为 JSON 对象' });
        return handler({ ctx, body, req, res, next });
      },
    };
  }
  const { handler } = spec;
  let validate: ReturnType<typeof compileBodyRule> | undefined;
  return {
    method,
    path,
    body: rule,
    handle: async (ctx, req, res, next) => {
      validate ??= compileBodyRule(rule);
      const body: unknown = req.body;
      if (!validate(body)) throw fieldRefusal(fieldErrorsOf(validate.errors));
      return handler({ ctx, body, req, res, next });
    },
  };
}
