import { Ajv, type ErrorObject, type SchemaObject, type ValidateFunction } from 'ajv';
import type { NextFunction, Request, Response } from 'express';
import { type FieldErrors, fieldRefusal } from './envelope';
import { routeOf } from './routeResolver';
import type { RouteEntry } from './routeTable';

/** A write route's body rule: a JSON Schema, or `multipart` for a file upload its route reads itself. */
export type BodyRule = SchemaObject | 'multipart';

/** Body rules by route, keyed `METHOD /canonical/path` as the route table lists the route. */
export type BodyRules = Record<string, BodyRule>;

/** Methods whose body is checked: every write. */
export const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** `POST /workbench/board/save`: the key of a route in {@link BodyRules}. */
export const routeKey = (entry: Pick<RouteEntry, 'method' | 'path'>) => `${entry.method} ${entry.path}`;

const KEYWORD_MESSAGES: Record<string, (error: ErrorObject) => string> = {
  type: (error) => `应为 ${[error.params.type].flat().join(' 或 ')}`,
  additionalProperties: () => '不是此接口接受的字段',
  required: () => '不能为空',
  enum: (error) => `取值应为 ${[error.params.allowedValues].flat().map(String).join('、')} 之一`,
  const: (error) => `取值应为 ${String(error.params.allowedValue)}`,
  maxLength: (error) => `最多 ${error.params.limit} 个字符`,
  minLength: (error) => (error.params.limit === 1 ? '不能为空' : `至少 ${error.params.limit} 个字符`),
  maxItems: (error) => `最多 ${error.params.limit} 项`,
  minItems: (error) => `至少 ${error.params.limit} 项`,
  maxProperties: (error) => `最多 ${error.params.limit} 个字段`,
  maximum: (error) => `不能大于 ${error.params.limit}`,
  minimum: (error) => `不能小于 ${error.params.limit}`,
  pattern: () => '格式不正确',
};

/** `/columns/0/title` → `columns.0.title`; the body itself is `$`. */
const fieldPath = (pointer: string) =>
  pointer === ''
    ? '$'
    : pointer
        .slice(1)
        .split('/')
        .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
        .join('.');

/**
 * Ajv's errors as one message per field, in the server's language: the field a missing or unknown
 * property names, otherwise the place of the wrong value. The first error of a field wins.
 *
 * @example
 * fieldErrorsOf(validate.errors); // { name: '字段 name 应为 string', extra: '字段 extra 不是此接口接受的字段' }
 */
export function fieldErrorsOf(errors: ErrorObject[] | null | undefined): FieldErrors {
  const out: FieldErrors = {};
  for (const error of errors ?? []) {
    const at = fieldPath(error.instancePath);
    const named =
      error.keyword === 'required'
        ? String(error.params.missingProperty)
        : error.keyword === 'additionalProperties'
          ? String(error.params.additionalProperty)
          : undefined;
    const field = named === undefined ? at : at === '$' ? named : `${at}.${named}`;
    if (field in out) continue;
    const word = KEYWORD_MESSAGES[error.keyword];
    const message = word ? word(error) : (error.message ?? '取值无效');
    out[field] =
      field === '$'
        ? `请求体${message.replace('应为 object', '应为 JSON 对象')}`
        : `字段 ${field} ${message}`;
  }
  return out;
}

const AJV_OPTIONS = { allErrors: true, strict: true, allowUnionTypes: true };

/** One compiler for the fixed rules of every route table, each schema compiled once per process. */
const tableRules = new Ajv(AJV_OPTIONS);

/**
 * A route's fixed body rule compiled with the options of every body check (all errors, strict).
 *
 * @example
 * const validate = compileBodyRule(strict({ id: ID }, ['id'])); validate({ id: 1 }); // true
 */
export function compileBodyRule(rule: SchemaObject): ValidateFunction {
  return tableRules.compile(rule);
}

/** Where a route's rule comes from: the fixed table, or a schema the data decides (a collection's). */
export interface BodyCheckOptions {
  rules: BodyRules;
  /** The schema of a route whose body is a record of a collection (REST, `/<resource>/doEdit`). */
  recordSchema(req: Request, entry: RouteEntry): SchemaObject | undefined;
}

/**
 * The request body checked before any handler or the store sees it: every write route has a rule
 * (a JSON Schema compiled once, on first use), and a body that is not an object, carries fields
 * the route does not take or values of the wrong type is refused with 400 and
 * `data.fieldErrors` naming every field at fault. A write route without a rule is refused too
 * (500 in the log): a new route cannot skip the check by being forgotten. A route of a route table
 * with a fixed rule checks its body itself, typed by it (route.ts): this check leaves it to it.
 *
 * @example
 * app.use(bodyCheck({ rules: ROUTE_BODIES, recordSchema }));
 */
export function bodyCheck(options: BodyCheckOptions) {
  const ajv = new Ajv(AJV_OPTIONS);
  const compiled = new WeakMap<SchemaObject, ValidateFunction>();
  const validatorOf = (schema: SchemaObject) => {
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(schema);
      compiled.set(schema, validate);
    }
    return validate;
  };
  return (req: Request, res: Response, next: NextFunction) => {
    const route = routeOf(res);
    if (!route || !WRITE_METHODS.has(req.method) || route.entry.source === 'static') return next();
    if (route.entry.checksBody) return next();
    const rule = options.rules[routeKey(route.entry)] ?? options.recordSchema(req, route.entry);
    if (rule === 'multipart') return next();
    if (!rule) return next(new Error(`no body rule for ${routeKey(route.entry)}`));
    const validate = validatorOf(rule);
    if (validate(req.body)) return next();
    next(fieldRefusal(fieldErrorsOf(validate.errors)));
  };
}
