import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMockServer, DEMO_PASSWORD, type MockServerOptions } from '../../server/app';

/** An answer as the tests see it: status and the parsed body (or the raw text). */
export interface MockAnswer {
  status: number;
  body: { code: number; msg: string; data: any } & Record<string, any>;
  text: string;
  headers: Headers;
}

/** One mock server on a free loopback port with its own temporary data folder. */
export interface MockHarness {
  url: string;
  dataDir: string;
  call(
    method: string,
    path: string,
    init?: { token?: string; body?: unknown; raw?: string; headers?: Record<string, string> },
  ): Promise<MockAnswer>;
  login(username: string, password?: string): Promise<string>;
  stop(): Promise<void>;
}

/**
 * Starts the real server (delay 0, quiet) over HTTP on 127.0.0.1 for a test file.
 *
 * @example
 * const mock = await startMock();
 * const token = await mock.login('admin');
 */
export async function startMock(options: MockServerOptions = {}): Promise<MockHarness> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'jimu-mock-'));
  const server = await createMockServer({ delay: 0, quiet: true, ...options, dataDir });
  const listening = await server.listen(0);
  const call: MockHarness['call'] = async (method, path, init = {}) => {
    const headers: Record<string, string> = { ...(init.headers ?? {}) };
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    let body: string | undefined = init.raw;
    if (init.body !== undefined) {
      body = JSON.stringify(init.body);
      headers['content-type'] ??= 'application/json';
    }
    const response = await fetch(`${listening.url}${path}`, { method, headers, body });
    const text = await response.text();
    let parsed: any = null;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = null;
    }
    return { status: response.status, body: parsed, text, headers: response.headers };
  };
  return {
    url: listening.url,
    dataDir,
    call,
    async login(username, password = DEMO_PASSWORD) {
      const answer = await call('POST', '/login', { body: { username, password } });
      if (answer.status !== 200) throw new Error(`login ${username}: ${answer.text}`);
      return answer.body.data.token as string;
    },
    async stop() {
      await listening.close();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
