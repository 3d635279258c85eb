import qs from 'qs';
import { qsOptions } from '../../runtime/data/qsOptions';
import { ApiError, messages } from './envelope';
import type { NextFunction, Request, Response } from './httpTypes';

/** Bodies above this are refused with 413 (the brief's 1 MB). */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/** What readBody needs to open RSA-encrypted bodies (API-02); absent when loginRSA is off. */
export interface BodyCipher {
  open(base64: string): string;
  seal(text: string): string;
}

function collect(req: Request, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (declared > limit) {
      // Drain without keeping it, then answer: a reset socket would show the client no 413.
      req.resume();
      reject(new ApiError(413, messages.tooLarge));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) over = true;
      else chunks.push(chunk);
    });
    req.on('end', () =>
      over ? reject(new ApiError(413, messages.tooLarge)) : resolve(Buffer.concat(chunks)),
    );
    req.on('error', reject);
  });
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

function decode(text: string, contentType: string, cipher: BodyCipher | undefined, res: Response): unknown {
  let plain = text.trim();
  if (plain === '') return {};
  if (cipher) {
    // An encrypted body is base64 text, bare or as a JSON string; JSON objects pass as they are.
    const candidate = plain.startsWith('"') ? parseJson(plain) : plain;
    if (typeof candidate === 'string' && BASE64.test(candidate)) {
      try {
        plain = cipher.open(candidate);
      } catch {
        throw new ApiError(400, messages.badCipher);
      }
      res.locals.seal = cipher.seal;
    }
  }
  if (contentType.includes('application/x-www-form-urlencoded')) return qs.parse(plain, qsOptions);
  return parseJson(plain);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, messages.badJson);
  }
}

/**
 * Reads the request body itself instead of json-server's bodyParser (10 MB, HTML errors): at most
 * 1 MB (413), JSON (400 when malformed) or form-encoded (qs with the K-06 limits), decrypted first
 * when RSA is on. Sets `req._body` so the router's own parser leaves the request alone.
 *
 * @example
 * app.use(readBody(cipher));
 */
export function readBody(cipher?: BodyCipher) {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') {
      req.body = {};
      next();
      return;
    }
    try {
      const raw = await collect(req, BODY_LIMIT_BYTES);
      req.body = decode(raw.toString('utf8'), String(req.headers['content-type'] ?? ''), cipher, res);
      req._body = true;
      next();
    } catch (error) {
      next(error);
    }
  };
}
