import type { Envelope, HttpMethod, HttpRequest, RawAnswer } from '../HttpClient';
import { fillTemplate, readPath } from '../readPath';

/** One call as app.yaml `api.<call>` describes it; every key optional. */
export interface CallConfig {
  method?: HttpMethod;
  url?: string;
  query?: Record<string, string | number | boolean>;
  body?: Record<string, string | number | boolean>;
}

const TOKEN = /\{token\}/;

/** Splits a template: values naming `{token}` are left for the transport, the rest filled now. */
function split(
  template: Readonly<Record<string, string | number | boolean>>,
  values: Record<string, unknown>,
): [Record<string, unknown>, Record<string, string> | undefined] {
  const now: Record<string, string | number | boolean> = {};
  const later: Record<string, string> = {};
  for (const [key, value] of Object.entries(template)) {
    if (typeof value === 'string' && TOKEN.test(value)) later[key] = value;
    else now[key] = value;
  }
  return [fillTemplate(now, values), Object.keys(later).length > 0 ? later : undefined];
}

/**
 * The request of one configured call: method and url from config (else the defaults), query and
 * body templates filled with `values`; without a body template the call sends `fallbackBody`
 * (the form's values), as the spec's calls always did. Values naming `{token}` travel as
 * `tokenTemplates`: the transport fills them with the token it sends, so a refreshed retry
 * carries the new token wherever the config puts it.
 *
 * @example
 * callRequest({ method: 'POST', body: { accessToken: '{token}' } }, { method: 'GET', url: '/userInfo' }, {});
 * // { method: 'POST', url: '/userInfo', data: {}, tokenTemplates: { data: { accessToken: '{token}' } } }
 */
export function callRequest(
  config: CallConfig | undefined,
  defaults: { method: HttpMethod; url: string },
  values: Record<string, unknown>,
  fallbackBody?: unknown,
): HttpRequest {
  const request: HttpRequest = {
    method: config?.method ?? defaults.method,
    url: config?.url ?? defaults.url,
  };
  const templates: NonNullable<HttpRequest['tokenTemplates']> = {};
  if (config?.query) [request.params, templates.params] = split(config.query, values);
  let data = fallbackBody;
  if (config?.body) [data, templates.data] = split(config.body, values);
  if (data !== undefined) request.data = data;
  if (templates.params || templates.data) request.tokenTemplates = templates;
  return request;
}

/** The raw answer of an envelope; a hand-made envelope (a test double, an adapter) is its own body. */
export function rawOf(envelope: Envelope<unknown>): RawAnswer {
  return envelope.raw ?? { body: envelope, headers: envelope.headers, plain: false };
}

/**
 * Reads a config path from an answer (see `readPath`).
 *
 * @example pick(await http.post('/login', form), 'data.accessToken');
 */
export function pick(envelope: Envelope<unknown>, path: string): unknown {
  const raw = rawOf(envelope);
  return readPath(raw, path, raw.plain);
}
