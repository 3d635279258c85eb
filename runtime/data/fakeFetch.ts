// Test support only: never imported by runtime code, so it stays out of the bundle.
/** One request as the fake saw it. */
export interface FakeCall {
  method: string;
  url: string;
  /** Path without the query string. */
  path: string;
  headers: Record<string, string>;
  body: string | undefined;
  /** A multipart body (an upload), as sent. */
  form?: FormData;
}

/** How the fake answers: a status and a body (objects become JSON), after `delayMs` if given. */
export interface FakeAnswer {
  status?: number;
  body?: unknown;
  delayMs?: number;
  /** Response headers (`X-Total-Count` for REST lists). */
  headers?: Record<string, string>;
}

type Responder = (call: FakeCall) => FakeAnswer | Error | Promise<FakeAnswer | Error>;

function abortError(): Error {
  return Object.assign(new Error('The operation was aborted.'), { name: 'AbortError' });
}

/**
 * A test double for `fetch`. Only answers set up with `on(...)` exist; any other call is
 * recorded in `unexpected` and rejects, so a test that forgets an answer fails (assert
 * `unexpected` is empty after each test) instead of passing by accident. Answers can be delayed
 * and honour the abort signal, so timeouts can be tested with fake timers.
 *
 * @example
 * const server = fakeFetch();
 * server.on('GET', '/table/getList', () => ({ body: { code: 200, msg: 'ok', data: { list: [] } } }));
 * const request = createFetchRequest({ baseURL: 'http://api.test', fetch: server.fetch });
 */
export function fakeFetch() {
  const routes: { method: string; path: string; responder: Responder }[] = [];
  const calls: FakeCall[] = [];
  const unexpected: FakeCall[] = [];

  const fetch = async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    const url = String(input);
    const parsed = new URL(url, 'http://fake.test');
    const call: FakeCall = {
      method: init.method ?? 'GET',
      url,
      path: parsed.pathname,
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      body: typeof init.body === 'string' ? init.body : undefined,
      ...(init.body instanceof FormData ? { form: init.body } : {}),
    };
    calls.push(call);
    const route = routes.find((r) => r.method === call.method && r.path === call.path);
    if (!route) {
      unexpected.push(call);
      throw new Error(`fakeFetch: no answer set up for ${call.method} ${call.path}`);
    }
    const answer = await route.responder(call);
    if (answer instanceof Error) throw answer;
    const signal = init.signal;
    if (answer.delayMs) {
      await new Promise<void>((resolve, reject) => {
        if (signal?.aborted) return reject(abortError());
        const timer = setTimeout(resolve, answer.delayMs);
        signal?.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(abortError());
        });
      });
    }
    const text =
      answer.body === undefined
        ? ''
        : typeof answer.body === 'string'
          ? answer.body
          : JSON.stringify(answer.body);
    return new Response(text === '' ? null : text, { status: answer.status ?? 200, headers: answer.headers });
  };

  return {
    fetch: fetch,
    calls,
    unexpected,
    /** Sets up the answer to `method path` (path without query string). */
    on(method: string, path: string, responder: Responder) {
      routes.push({ method, path, responder });
    },
    /** Calls made to one path. */
    callsTo(path: string) {
      return calls.filter((call) => call.path === path);
    },
  };
}

/** A fake answer that never comes; only the abort signal (a timeout) ends it. */
export const never: FakeAnswer = { delayMs: 2 ** 31 - 1 };
