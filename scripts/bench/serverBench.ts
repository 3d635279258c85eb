import { type ChildProcess, spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';

/**
 * `npm run bench:server`: requests per second of Jimu's mock server against plain json-server
 * (its own create/router/defaults on a copy of the same mock-db.json, logger off) in one run.
 * Each server runs in its own process so autocannon does not share its event loop. Budget: Jimu's
 * overhead ≤ 20 %, i.e. Jimu rps ≥ 0.8 × json-server rps for each pair. Exit code 1 when missed.
 * Env: BENCH_SECONDS (default 5), BENCH_CONNECTIONS (default 10).
 */
/** The part of autocannon's API used here (it ships no types). */
type Autocannon = (options: {
  url: string;
  method: string;
  connections: number;
  duration: number;
  headers: Record<string, string>;
  body?: string;
}) => Promise<{ requests: { average: number }; non2xx: number; errors: number }>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const BUDGET = 0.8;

const PLAIN_SERVER = `
const jsonServer = require('json-server');
const app = jsonServer.create();
app.use(jsonServer.defaults({ logger: false }));
app.use(jsonServer.router(process.argv[1]));
const server = app.listen(0, '127.0.0.1', () => console.log('listening http://127.0.0.1:' + server.address().port));
`;

function start(args: string[]): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((done, fail) => {
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
      const match = /^listening (\S+)/.exec(line);
      if (match) done({ child, url: match[1] });
    });
    child.once('exit', (code) => fail(new Error(`server exited with ${code}`)));
  });
}

async function rps(
  url: string,
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  headers: Record<string, string>,
  body?: unknown,
) {
  const result = await autocannon({
    url: `${url}${path}`,
    method,
    connections,
    duration: seconds,
    headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const failures = result.non2xx + result.errors;
  if (failures > 0) throw new Error(`${method} ${path}: ${failures} failed requests`);
  return result.requests.average;
}

async function main(): Promise<number> {
  const work = mkdtempSync(join(tmpdir(), 'jimu-bench-'));
  const plainFile = join(work, 'plain-db.json');
  copyFileSync('mock-db.json', plainFile);
  const jimu = await start([
    '--import',
    'tsx',
    resolve('server/app/serverMain.ts'),
    '--port',
    '0',
    '--data',
    join(work, 'jimu'),
    '--delay',
    '0',
  ]);
  const plain = await start(['-e', PLAIN_SERVER, plainFile]);
  try {
    const login = await fetch(`${jimu.url}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'jimu123456' }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const auth = { authorization: `Bearer ${token}` };
    const pairs: [string, () => Promise<number>, () => Promise<number>][] = [
      [
        'list page 1 of 20',
        () => rps(jimu.url, 'GET', '/table/getList?pageNo=1&pageSize=20', auth),
        () => rps(plain.url, 'GET', '/table?_page=1&_limit=20', {}),
      ],
      [
        'update one record',
        () => rps(jimu.url, 'POST', '/table/doEdit', auth, { id: 7, title: 'bench' }),
        () => rps(plain.url, 'PATCH', '/table/7', {}, { title: 'bench' }),
      ],
      [
        'create a record',
        () => rps(jimu.url, 'POST', '/table/doEdit', auth, { title: 'bench', pageViews: 300 }),
        () => rps(plain.url, 'POST', '/table', {}, { title: 'bench', pageViews: 300 }),
      ],
    ];
    console.log(`autocannon: ${connections} connections, ${seconds} s each, loopback`);
    let met = true;
    for (const [name, runJimu, runPlain] of pairs) {
      const plainRps = await runPlain();
      const jimuRps = await runJimu();
      const ratio = jimuRps / plainRps;
      met &&= ratio >= BUDGET;
      console.log(
        `${name.padEnd(18)} jimu ${jimuRps.toFixed(0).padStart(6)} req/s   json-server ${plainRps.toFixed(0).padStart(6)} req/s   ratio ${ratio.toFixed(2)} ${ratio >= BUDGET ? 'ok' : `below ${BUDGET}`}`,
      );
    }
    console.log(met ? 'budget met: overhead ≤ 20 %' : 'budget missed: overhead > 20 % somewhere');
    return met ? 0 : 1;
  } finally {
    jimu.child.kill('SIGTERM');
    plain.child.kill('SIGTERM');
    rmSync(work, { recursive: true, force: true });
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: Error) => {
    console.error(`bench:server: ${error.message}`);
    process.exitCode = 1;
  },
);
