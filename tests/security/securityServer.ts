import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMockServer, DEMO_PASSWORD, type MockServer, type MockServerOptions } from '../../server/app';

/** An answer as the security tests read it. */
export interface Answer {
  status: number;
  text: string;
  body: { code?: number; msg?: string; data?: unknown } | null;
}

/**
 * The `data` of an envelope answer, as the test expects it to be; fails the test when there is none.
 *
 * @example
 * dataOf<{ token: string }>(answer).token;
 */
export function dataOf<T>(answer: Answer): T {
  if (answer.body === null || answer.body.data === undefined)
    throw new Error(`no data in ${answer.status} ${answer.text}`);
  return answer.body.data as T;
}

/** The accounts every check runs as: no token, then each demo account. */
export const ACCOUNTS = ['anonymous', 'test', 'editor', 'admin'] as const;
export type Account = (typeof ACCOUNTS)[number];

/** A real mock server on a free loopback port with its own data folder, and raw HTTP calls to it. */
export interface SecurityServer {
  url: string;
  server: MockServer;
  dataDir: string;
  /** A fresh token of a demo account. */
  login(username: string): Promise<string>;
  /** `path` is sent exactly as given (no normalisation by the client). */
  call(
    method: string,
    path: string,
    init?: { token?: string; body?: unknown; raw?: string; headers?: Record<string, string> },
  ): Promise<Answer>;
  stop(): Promise<void>;
}

/**
 * Starts the mock server (delay 0, quiet) for one test file.
 *
 * @example
 * const api = await startSecurityServer();
 * await api.call('POST', '/TABLE/DODELETE', { token: await api.login('editor'), body: { ids: [1] } });
 */
export async function startSecurityServer(options: MockServerOptions = {}): Promise<SecurityServer> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'jimu-security-'));
  const server = await createMockServer({ delay: 0, quiet: true, ...options, dataDir });
  const listening = await server.listen(0);
  const call: SecurityServer['call'] = async (method, path, init = {}) => {
    const headers: Record<string, string> = { ...(init.headers ?? {}) };
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    let body = init.raw;
    if (init.body !== undefined) {
      body = JSON.stringify(init.body);
      headers['content-type'] ??= 'application/json';
    }
    // fetch keeps the path as written: case, doubled and trailing slashes, %-escapes.
    const response = await fetch(`${listening.url}${path}`, { method, headers, body });
    const text = await response.text();
    let parsed: Answer['body'] = null;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = null;
    }
    return { status: response.status, text, body: parsed };
  };
  return {
    url: listening.url,
    server,
    dataDir,
    call,
    async login(username) {
      const answer = await call('POST', '/login', { body: { username, password: DEMO_PASSWORD } });
      if (answer.status !== 200) throw new Error(`login ${username}: ${answer.text}`);
      return dataOf<{ token: string }>(answer).token;
    },
    async stop() {
      await listening.close();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
