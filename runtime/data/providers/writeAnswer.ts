import type { Translate } from '../../lib/language';
import type { Envelope, HttpClient, HttpMethod } from '../HttpClient';
import { HttpError } from '../HttpError';
import { httpMessage, untranslated } from '../messages';

/**
 * What a provider needs a save or a delete to answer before it takes the call as done; its words
 * are `jimu.http.expected.<value>`.
 *
 * - `envelope`: the body carries the code field (app.yaml `http.codeField`) with one of the
 *   success codes (`http.successCodes`, compared as written: 200, 0, '200', '0'); `data` may be
 *   anything or absent. A failing code never gets here: it is a refusal.
 * - `record`: the body is a JSON object (the saved record, as json-server answers), or there is
 *   no body at all (204 No Content).
 * - `any`: whatever came with a success status (a REST delete: the status is the answer).
 */
export type WriteExpectation = 'envelope' | 'record' | 'any';

/**
 * What a dialect's saves and deletes answer: the envelope back end an envelope to both; json-server
 * the saved record to a save and anything (its `{}`) to a delete.
 *
 * @example expectedAnswer('rest', 'delete'); // 'any'
 */
export function expectedAnswer(kind: 'envelope' | 'rest', op: 'save' | 'delete'): WriteExpectation {
  if (kind === 'envelope') return 'envelope';
  return op === 'save' ? 'record' : 'any';
}

/** One write call, as its error names it: `POST /table/doEdit`. */
export interface WriteCall {
  method: HttpMethod;
  /** The path the provider asked for, under the base URL. */
  path: string;
  expected: WriteExpectation;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The longest piece of an answer the error quotes. */
const QUOTE_MAX = 80;

/**
 * A save or delete the server answered with a success status but with a body its provider does
 * not understand: it may or may not have happened. Its message names the call, the shape the
 * provider expected and what came instead; a caller reloads what it shows, keeps what the person
 * typed and never says the save succeeded.
 *
 * @example
 * catch (error) { if (error instanceof UnknownResultError) list.reload(); }
 */
export class UnknownResultError extends HttpError {
  readonly method: HttpMethod;
  readonly path: string;
  readonly expected: WriteExpectation;

  constructor(init: WriteCall & { message: string; body: unknown }) {
    super({ status: 0, reason: 'unknownResult', message: init.message, url: init.path, body: init.body });
    this.method = init.method;
    this.path = init.path;
    this.expected = init.expected;
  }
}

/** The body as the server sent it; without `raw` (a client that does not keep it) the read data. */
const bodyOf = (answer: Envelope<unknown>): unknown => (answer.raw ? answer.raw.body : answer.data);

/**
 * Whether an answer is what `expected` asks for (see {@link WriteExpectation}). An answer from a
 * client that does not say how the body looked (no `raw`) counts as an envelope: it was read as one.
 *
 * @example
 * fitsWrite(await http.post('/table/doEdit', data), 'envelope'); // false for a bare "ok"
 */
export function fitsWrite(answer: Envelope<unknown>, expected: WriteExpectation): boolean {
  if (expected === 'any') return true;
  if (expected === 'envelope') return answer.raw ? !answer.raw.plain : true;
  const body = bodyOf(answer);
  return body === undefined || isRecord(body);
}

/** A short quote of what the server sent, for the error's message. */
function quote(body: unknown, t: Translate): string {
  if (body === undefined) return t('jimu.http.emptyAnswer');
  let text: string;
  try {
    text = JSON.stringify(body) ?? String(body);
  } catch {
    text = String(body);
  }
  return text.length > QUOTE_MAX ? `${text.slice(0, QUOTE_MAX)}…` : text;
}

/**
 * Checks the answer of one save or delete: returns it when it is what the provider expects;
 * otherwise reports an {@link UnknownResultError} through `http.report` (the error log gets an
 * entry naming the call and the expected shape; the toast is a warning) and throws it.
 *
 * @example
 * const answer = checkWrite(http, await http.post(url, fields), { method: 'POST', path: url, expected: 'envelope' }, t);
 */
export function checkWrite<T>(
  http: HttpClient,
  answer: Envelope<T>,
  call: WriteCall,
  t: Translate = untranslated,
): Envelope<T> {
  if (fitsWrite(answer, call.expected)) return answer;
  const body = bodyOf(answer);
  const message = httpMessage('unknownResult', t, {
    method: call.method,
    path: call.path,
    expected: t(`jimu.http.expected.${call.expected}`),
    answer: quote(body, t),
  });
  const error = new UnknownResultError({ ...call, message, body });
  http.report?.(error);
  throw error;
}
