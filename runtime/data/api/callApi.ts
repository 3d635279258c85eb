import type { Envelope, HttpMethod, HttpRequest, RawAnswer } from '../HttpClient';
import { fillTemplate, readPath } from '../readPath';

/** One call as app.yaml `api.<call>` describes it; every key optional. */
export interface CallConfig {
  method?: HttpMethod;
  url?: string;
  query?: Record<string, string | number | boolean>;
  body?: Record<string, string | number | boolean>;
}

/**
 * The request of one configured call: method and url from config (else the defaults), query and
 * body templates filled with `values`; without a body template the call sends `fallbackBody`
 * (the form's values), as the spec's calls always did.
 *
 * @example
 * callRequest({ method: 'POST', body: { accessToken: '{token}' } }, { method: 'GET', url: '/userInfo' }, { token: 't' });
 * // { method: 'POST', url: '/userInfo', data: { accessToken: 't' } }
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
  if (config?.query) request.params = fillTemplate(config.query, values);
  const data = config?.body ? fillTemplate(config.body, values) : fallbackBody;
  if (data !== undefined) request.data = data;
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
