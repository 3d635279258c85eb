import type { IncomingMessage } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import qs from 'qs';
import { qsOptions } from '../../runtime/data/qsOptions';
import { ApiError, fieldRefusal, messages, sealAnswer } from './envelope';
import { express } from './jsonServerApi';

/** Bodies above this are refused with 413. */
export const BODY_LIMIT_BYTES = 1024 * 1024;
/** Bodies nested deeper than this are refused with 400 before any handler or the store sees them. */
export const MAX_BODY_DEPTH = 64;

/** What the body reader needs to open RSA-encrypted bodies; absent when loginRSA is off. */
export interface BodyCipher {
  open(base64: string): string;
  seal(text: string): string;
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** What the body's kind is read from (Express's parsers hand their test the bare request). */
type WithHeaders = Pick<IncomingMessage, 'headers'>;

const contentType = (req: WithHeaders) => String(req.headers['content-type'] ?? '').toLowerCase();
const isJson = (req: WithHeaders) => /^application\/(?:[\w.+-]+\+)?json\b/.test(contentType(req));
const isForm = (req: WithHeaders) => contentType(req).startsWith('application/x-www-form-urlencoded');
// A multipart body (POST /upload) is left unread for its route, which applies its own limits.
const isMultipart = (req: WithHeaders) => contentType(req).startsWith('multipart/');

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, messages.badJson);
  }
}

/**
 * The top-level field under which a value is nested deeper than `limit` (`$` for the value
 * itself), walked without recursion so a hostile body cannot overflow the stack; undefined when
 * it is shallow enough.
 *
 * @example
 * deepField({ a: 1, b: [[[1]]] }, 3); // 'b'
 */
export function deepField(value: unknown, limit: number): string | undefined {
  const stack: [unknown, number, string][] = [[value, 1, '$']];
  for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
    const [node, depth, field] = top;
    if (node === null || typeof node !== 'object') continue;
    if (depth > limit) return field;
    for (const [key, child] of Object.entries(node))
      stack.push([child, depth + 1, depth === 1 ? key : field]);
  }
  return undefined;
}

/** After Express's parsers: opens RSA bodies, parses forms and untyped JSON, checks the depth. */
function finishBody(cipher: BodyCipher | undefined) {
  return (req: Request, res: Response, next: NextFunction) => {
    try {
      let body: unknown = req.body;
      let text: string | undefined;
      if (typeof body === 'string' && isJson(req)) {
        if (cipher && BASE64.test(body)) text = openSealed(cipher, body, res);
      } else if (typeof body === 'string') {
        const raw = body.trim();
        const candidate = cipher && raw.startsWith('"') ? parseJson(raw) : raw;
        text =
          cipher && typeof candidate === 'string' && BASE64.test(candidate)
            ? openSealed(cipher, candidate, res)
            : raw;
      }
      if (text !== undefined)
        body = text === '' ? {} : isForm(req) ? qs.parse(text, qsOptions) : parseJson(text);
      const deep = deepField(body, MAX_BODY_DEPTH);
      if (deep !== undefined) throw fieldRefusal({ [deep]: messages.tooDeep });
      // A body sent as `null` stays null, for the body check to refuse; no body at all is `{}`.
      req.body = body === undefined ? {} : body;
      next();
    } catch (error) {
      next(error);
    }
  };
}

function openSealed(cipher: BodyCipher, base64: string, res: Response): string {
  try {
    const plain = cipher.open(base64);
    sealAnswer(res, cipher.seal);
    return plain.trim();
  } catch {
    throw new ApiError(400, messages.badCipher);
  }
}

/**
 * The request body, read by Express's own parsers: JSON (`express.json`, top-level strings
 * allowed for RSA), anything else but multipart as text, at most 1 MB (413); then forms are parsed
 * with qs within the query-string limits (depth 5, 20 array items), RSA ciphertext opened, and bodies deeper than
 * {@link MAX_BODY_DEPTH} refused with 400. A malformed body is a 400, never a 500.
 *
 * @example
 * app.use(parseBody(cipher));
 */
export function parseBody(cipher?: BodyCipher): RequestHandler[] {
  const limit = BODY_LIMIT_BYTES;
  return [
    express.json({ limit, strict: false, type: isJson }),
    express.text({ limit, type: (req) => !isJson(req) && !isMultipart(req) }),
    finishBody(cipher),
  ];
}
