/** What a dot path is read from: the answer's body as the server sent it, and its headers. */
export interface PathSource {
  body: unknown;
  headers?: Headers;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * Reads one value of an answer by a config path: `data.accessToken` walks the body (array items
 * by index: `data.0.id`), `header:X-Total-Count` reads a header, `''` is the whole body. A body
 * without an envelope (plain REST, no code field) is also reachable under `data`, so the default
 * paths (`data.token`, `data.list`) fit both kinds of back end. Paths are data, never code.
 *
 * @example
 * readPath({ body: { code: 0, data: { accessToken: 't' } } }, 'data.accessToken'); // 't'
 * readPath({ body: [{ id: 1 }], headers }, 'header:X-Total-Count'); // '37'
 */
export function readPath(source: PathSource, path: string, plain = false): unknown {
  if (path.startsWith('header:')) return source.headers?.get(path.slice(7)) ?? undefined;
  if (path === '') return source.body;
  let value: unknown = source.body;
  const steps = path.split('.');
  if (plain && steps[0] === 'data' && !(isRecord(value) && Object.hasOwn(value, 'data'))) steps.shift();
  for (const step of steps) {
    if (!isRecord(value) || !Object.hasOwn(value, step)) return undefined;
    value = value[step];
  }
  return value;
}

/**
 * Fills a call's template values: a value that is exactly `{name}` becomes the input's value as it
 * is (a number stays a number); other `{name}` placeholders are replaced as text. Nothing is run.
 *
 * @example
 * fillTemplate({ accessToken: '{token}', lang: 'zh' }, { token: 't1' }); // { accessToken: 't1', lang: 'zh' }
 */
export function fillTemplate(
  template: Readonly<Record<string, unknown>>,
  values: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(template)) out[key] = fillValue(raw, values);
  return out;
}

/** One template value: see {@link fillTemplate}. */
export function fillValue(raw: unknown, values: Readonly<Record<string, unknown>>): unknown {
  if (typeof raw !== 'string') return raw;
  const whole = /^\{([A-Za-z_$][\w$]*)\}$/.exec(raw);
  if (whole) return Object.hasOwn(values, whole[1]) ? values[whole[1]] : undefined;
  return raw.replace(/\{([A-Za-z_$][\w$]*)\}/g, (match, name: string) =>
    Object.hasOwn(values, name) ? String(values[name] ?? '') : match,
  );
}
