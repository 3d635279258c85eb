import type { HttpClient, HttpMethod } from '../../../runtime/data';
import { messageOf } from '../shared/errors';
import type { Schema } from './types';

/** What one try-it run answered: the status (the envelope's code, else HTTP), time, message, body. */
export interface TryResult {
  status: number;
  ms: number;
  msg: string;
  body: unknown;
  /** The answer's headers, when the call succeeded (a refusal's are not kept by the client). */
  headers: [string, string][];
}

/** A value to start from for each property: its default or example, else the type's empty value. */
export function sampleOf(schema: Schema | undefined, paging: boolean): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, s] of Object.entries(schema?.properties ?? {})) {
    if (paging) {
      if (name === 'pageNo' || name === '_page') out[name] = 1;
      if (name === 'pageSize' || name === '_limit') out[name] = 10;
      continue;
    }
    const type = Array.isArray(s.type) ? s.type[0] : s.type;
    out[name] =
      s.default ??
      (Array.isArray(s.examples) ? s.examples[0] : undefined) ??
      (Array.isArray(s.enum) ? s.enum[0] : undefined) ??
      { integer: 0, number: 0, boolean: false, array: [], object: {} }[String(type)] ??
      '';
  }
  return out;
}

/** A JSON editor's text as a value, or the parse error naming the field. */
export function parseJsonField(
  text: string,
  what: string,
  t: (key: string, values: Record<string, string>) => string,
): { value: unknown } | { error: string } {
  if (text.trim() === '') return { value: undefined };
  try {
    return { value: JSON.parse(text) as unknown };
  } catch (error) {
    return { error: t('workbench.apiPort.badJson', { what, message: messageOf(error) }) };
  }
}

/**
 * Sends one try-it request through the console's http client, as a screen that shows refusals
 * itself (no /403 redirect, no toast; still logged), and reads the answer or the refusal.
 *
 * @example const { status, body } = await sendTry(http, { method: 'GET', url: '/userManagement/getList' });
 */
export async function sendTry(
  http: HttpClient,
  request: { method: string; url: string; params?: Record<string, unknown>; data?: unknown },
): Promise<TryResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const answer = await http.request({
      ...request,
      method: request.method as HttpMethod,
      showsRefusal: true,
    });
    const body = answer.raw?.body ?? { code: answer.code, msg: answer.msg, data: answer.data };
    return {
      status: answer.code,
      ms: elapsed(),
      msg: answer.msg,
      body,
      headers: [...(answer.headers?.entries() ?? [])],
    };
  } catch (error) {
    const failed = error as { status?: number; message?: string; body?: unknown };
    return {
      status: failed.status ?? 0,
      ms: elapsed(),
      msg: failed.message ?? String(error),
      body: failed.body ?? null,
      headers: [],
    };
  }
}

const quote = (text: string) => `'${text.replaceAll("'", "'\\''")}'`;

/**
 * The run as a curl command, without the token: a copied command must not carry the session.
 *
 * @example curlOf('http://localhost:10000', 'GET', '/x/getList', { pageNo: 1 }); // curl -X GET 'http://…/x/getList?pageNo=1'
 */
export function curlOf(
  origin: string,
  method: string,
  path: string,
  params?: Record<string, unknown>,
  data?: unknown,
) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {}))
    if (value !== undefined && value !== '')
      search.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  const query = search.toString();
  const url = `${origin}${path}${query ? `${path.includes('?') ? '&' : '?'}${query}` : ''}`;
  const parts = [`curl -X ${method} ${quote(url)}`];
  if (data !== undefined)
    parts.push(`-H 'Content-Type: application/json'`, `--data ${quote(JSON.stringify(data))}`);
  return parts.join(' \\\n  ');
}
