import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD } from '../../tests/e2e/support/signIn';
import { startConsole } from '../../tests/e2e/support/startConsole';
import { type ColdFigures, type ColdTarget, coldLoad } from './coldLoad';

/**
 * `npm run bench:cold`: how a cold deep link loads — a fresh Chromium profile, the HTTP
 * cache disabled, no service worker installed yet, the page's address opened directly (a bookmark,
 * a link in a chat, F5). The login page, and two list pages signed in through a stored token: the
 * comprehensive table and the users, each on 500 rows of json-server data, 20 rows a page.
 * RUNS (default 5) runs of each, interleaved; medians. Exits 1 over a budget.
 * BENCH_RUNS=n changes the number of runs; BENCH_FILES=1 lists every request of the last run before the screen showed.
 *
 * @example
 * npx tsx scripts/bench/coldBench.ts
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const root = path.resolve(import.meta.dirname, '../..');
const ROWS = '.jimu-crud tbody tr.jimu-table-row';
const BUDGET = { shownMs: 400, requestsBeforeList: 15, jsKib: 200, chain: 2 };

/** The sample seed with 500 table rows and 500 users (the demo accounts stay the first three). */
function bigSeed(work: string): string {
  const seed = JSON.parse(readFileSync(path.join(root, 'mock-db.json'), 'utf8'));
  const grow = (
    rows: Record<string, unknown>[],
    make: (base: Record<string, unknown>, id: number) => object,
  ) =>
    Array.from({ length: 500 }, (_, i) => (i < rows.length ? rows[i] : make(rows[i % rows.length], i + 1)));
  seed.table = grow(seed.table, (base, id) => ({ ...base, id, title: `行 ${id}` }));
  seed.users = grow(seed.users, (base, id) => ({
    ...base,
    id,
    username: `user${id}`,
    email: `user${id}@jimu.dev`,
    roles: ['Test'],
  }));
  const file = path.join(work, 'mock-db.json');
  writeFileSync(file, JSON.stringify(seed));
  return file;
}

async function signedInToken(url: string): Promise<string> {
  const response = await fetch(`${url}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD }),
  });
  const body = (await response.json()) as { data?: { token?: string } };
  if (!body.data?.token) throw new Error(`login refused: ${JSON.stringify(body)}`);
  return body.data.token;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function report(target: ColdTarget, runs: ColdFigures[]): boolean {
  const list = target.list !== undefined;
  const figures: [string, number, number | undefined, string][] = [
    [
      list ? 'time to the 20th row' : 'time to the login form',
      median(runs.map((r) => r.shownMs)),
      list ? BUDGET.shownMs : undefined,
      'ms',
    ],
  ];
  if (list) {
    figures.push(
      ['list request starts', median(runs.map((r) => r.listStartMs ?? Number.NaN)), undefined, 'ms'],
      [
        'requests before the list request',
        median(runs.map((r) => r.requestsBeforeList ?? Number.NaN)),
        BUDGET.requestsBeforeList,
        '',
      ],
    );
  }
  figures.push(
    ['requests before the first rows', median(runs.map((r) => r.requestsBeforeShown)), undefined, ''],
    [
      'JS on the wire before the first rows',
      median(runs.map((r) => r.jsKibBeforeShown)),
      list ? BUDGET.jsKib : undefined,
      'KiB',
    ],
    ['requests until the network is quiet', median(runs.map((r) => r.requestsUntilQuiet)), undefined, ''],
    ['longest chain of script loads (entry = 1)', median(runs.map((r) => r.chain)), BUDGET.chain, ''],
  );
  if (!list) figures[0][0] = 'time to the login form';
  console.log(`\n${target.name} (#${target.path}) — median of ${runs.length} cold runs`);
  let ok = true;
  for (const [label, value, budget, unit] of figures) {
    const within = budget === undefined || value <= budget;
    ok &&= within;
    const mark = budget === undefined ? ' ' : within ? '✔' : '✘';
    const limit = budget === undefined ? '' : `  (budget ${budget}${unit ? ` ${unit}` : ''})`;
    console.log(
      `${mark} ${label.padEnd(44)} ${value.toFixed(unit === 'KiB' ? 1 : 0).padStart(7)} ${unit.padEnd(3)}${limit}`,
    );
  }
  if (process.env.BENCH_FILES) {
    const last = runs[runs.length - 1];
    for (const s of [...last.scripts].sort((a, b) => a.start - b.start))
      console.log(
        `    ${s.start.toFixed(0).padStart(5)}–${s.end.toFixed(0).padEnd(5)} ms  depth ${s.depth}  ${s.kib.toFixed(1).padStart(6)} KiB  ${s.file}`,
      );
    for (const s of [...last.others].sort((a, b) => a.start - b.start))
      console.log(
        `    ${s.start.toFixed(0).padStart(5)}–${s.end.toFixed(0).padEnd(5)} ms           ${s.kib.toFixed(1).padStart(6)} KiB  ${s.file}`,
      );
  }
  return ok;
}

async function main(): Promise<number> {
  const work = mkdtempSync(path.join(os.tmpdir(), 'jimu-cold-bench-'));
  const app = await startConsole(path.join(root, 'config'), { seedFile: bigSeed(work) });
  try {
    const token = { key: 'admin-token', value: await signedInToken(app.url) };
    const targets: ColdTarget[] = [
      { name: 'login page', path: '/login', selector: 'input[type="password"]', count: 1 },
      {
        name: 'comprehensive table',
        path: '/vab/table/comprehensiveTable',
        selector: ROWS,
        count: 20,
        list: /\/table\/getList/,
        token,
      },
      {
        name: 'users',
        path: '/user_center/userManagement',
        selector: ROWS,
        count: 20,
        list: /\/userManagement\/getList/,
        token,
      },
    ];
    const runs = new Map(targets.map((t) => [t, [] as ColdFigures[]]));
    for (let i = 0; i < RUNS; i++)
      for (const target of targets) runs.get(target)?.push(await coldLoad(app.url, target));
    console.log(
      `cold bench — fresh profile, HTTP cache disabled, no service worker yet; ${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)}`,
    );
    let ok = true;
    for (const target of targets) ok = report(target, runs.get(target) ?? []) && ok;
    return ok ? 0 : 1;
  } finally {
    await app.close();
    rmSync(work, { recursive: true, force: true });
  }
}

process.exitCode = await main();
