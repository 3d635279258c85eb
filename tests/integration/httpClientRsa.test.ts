import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseDocument } from 'yaml';
import { createHttpClient } from '../../runtime/data';
import { createMockServer } from '../../server/app';

interface Wire {
  path: string;
  requestBody?: string;
  status: number;
  encrypted: string | null;
  responseText: string;
}

let workDir: string;
const servers: { url: string; close(): Promise<void> }[] = [];
let rsaURL: string;
let plainURL: string;
let demoPassword: string;

/** A mock server with the sample console's config, `loginRSA` switched as asked. */
async function startServer(loginRSA: boolean): Promise<string> {
  const configDir = join(workDir, `config-${loginRSA}`);
  cpSync('config', configDir, { recursive: true });
  const appFile = join(configDir, 'app.yaml');
  const app = parseDocument(readFileSync(appFile, 'utf8'));
  app.setIn(['http', 'loginRSA'], loginRSA);
  writeFileSync(appFile, app.toString());
  const mock = await createMockServer({
    configDir,
    dataDir: join(workDir, `data-${loginRSA}`),
    delay: 0,
    quiet: true,
  });
  demoPassword = mock.demoPassword;
  const server = await mock.listen(0);
  servers.push(server);
  return server.url;
}

beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'jimu-rsa-'));
  rsaURL = await startServer(true);
  plainURL = await startServer(false);
});

afterAll(async () => {
  for (const server of servers) await server.close();
  rmSync(workDir, { recursive: true, force: true });
});

/** The real fetch, keeping what went over the wire. */
function recordingFetch() {
  const wire: Wire[] = [];
  const wrapped = async (input: string | URL | Request, init?: RequestInit) => {
    const response = await fetch(input, init);
    wire.push({
      path: new URL(String(input)).pathname,
      requestBody: typeof init?.body === 'string' ? init.body : undefined,
      status: response.status,
      encrypted: response.headers.get('x-jimu-encrypted'),
      responseText: await response.clone().text(),
    });
    return response;
  };
  return { fetch: wrapped as typeof fetch, wire };
}

function client(baseURL: string, fetchImpl: typeof fetch) {
  let token: string | null = null;
  const http = createHttpClient({
    baseURL,
    loginRSA: true,
    fetch: fetchImpl,
    getToken: () => token,
    setToken: vi.fn(),
    notify: vi.fn(),
  });
  return { http, setToken: (value: string) => (token = value) };
}

describe('RSA bodies against the mock server', () => {
  it('API-02 login and a save travel encrypted both ways, and the client reads the answers', async () => {
    const recorder = recordingFetch();
    const { http, setToken } = client(rsaURL, recorder.fetch);
    const login = await http.post<{ token: string }>('/login', { username: 'admin', password: demoPassword });
    expect(login.data.token).toMatch(/^admin-token-[0-9a-f]+-\d+$/);
    setToken(login.data.token);
    const saved = await http.post<{ title: string }>('/table/doEdit', {
      title: '积木'.repeat(50),
      status: 'draft',
    });
    expect(saved).toMatchObject({ code: 200, msg: '模拟保存成功', data: { title: '积木'.repeat(50) } });
    await expect(http.get('/userInfo')).resolves.toMatchObject({ data: { username: 'admin' } });

    const [key, ...calls] = recorder.wire;
    expect(key.path).toBe('/publicKey');
    expect(recorder.wire.filter((w) => w.path === '/publicKey')).toHaveLength(1);
    for (const call of calls.filter((w) => w.requestBody !== undefined)) {
      const sent = JSON.parse(call.requestBody ?? '') as unknown;
      expect(typeof sent).toBe('string');
      expect(call.requestBody).not.toContain(demoPassword);
      expect(call.encrypted).toBe('rsa');
      expect(call.responseText).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
    }
    console.log(
      `API-02: ${calls.map((c) => `${c.path} sent ${c.requestBody?.length ?? 0} chars, answer ${c.encrypted ?? 'plain'}`).join('; ')}`,
    );
  });

  it('API-02 sends plain JSON when the server says it is the mock server (loginRSA off there)', async () => {
    const recorder = recordingFetch();
    const { http } = client(plainURL, recorder.fetch);
    await expect(http.post('/login', { username: 'admin', password: demoPassword })).resolves.toMatchObject({
      code: 200,
    });
    const login = recorder.wire.find((w) => w.path === '/login');
    expect(JSON.parse(login?.requestBody ?? '')).toEqual({ username: 'admin', password: demoPassword });
    expect(login?.encrypted).toBeNull();
  });
});
