import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createMockServer } from '../../server/app';
import { DEMO_PASSWORD } from '../../tests/e2e/support/signIn';
import { startConsole } from '../../tests/e2e/support/startConsole';
import { type ColdFigures, type ColdTarget, coldLoad } from './coldLoad';
import { type FirstVisit, firstVisit } from './firstVisit';
import { buildFloor, floorPath } from './floorBuild';
import type { ThreadSplit } from './traceSplit';

/**
 * `npm run bench:cold`: how a cold deep link loads — a fresh Chromium profile, the HTTP
 * cache disabled, no service worker installed yet, the page's address opened directly (a bookmark,
 * a link in a chat, F5). The login page, and two list pages signed in through a stored token: the
 * comprehensive table and the users, each on 500 rows of json-server data, 20 rows a page.
 * Each is measured against the floor, built in the same run (floor/floorPage.tsx: React and
 * react-dom, one fetch of the same list from the same kind of server with a token of the same
 * account, 20 plain rows; a plain login form), served the same way on loopback. Figures are
 * ratios of one run, which hold on any machine: Jimu's 20th row against the floor's, Jimu's login
 * form painted against the floor's first contentful paint; with the main thread's split (script,
 * rendering and layout, other, idle) up to the screen, from traced loads of their own (up to 3). Then a first
 * visit of each list page left alone for 10 s, its service worker allowed: JS and CSS on the wire
 * before the page went idle after its first view, and what waited for that moment, apart.
 * RUNS (default 5) runs of each, all interleaved; medians. Exits 1 over a budget.
 * BENCH_RUNS=n changes the number of runs; BENCH_FILES=1 lists every request of the last run before the screen showed.
 *
 * @example
 * npx tsx scripts/bench/coldBench.ts
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const root = path.resolve(import.meta.dirname, '../..');
const ROWS = '.jimu-crud tbody tr.jimu-table-row';
const FLOOR_ROWS = 'tr.floor-row';
const PASSWORD = 'input[type="password"]';
const BUDGET = {
  rowsRatio: 2.0,
  loginRatio: 1.5,
  firstVisitKib: 300,
  requestsBeforeList: 15,
  jsKib: 200,
  chain: 2,
};
/** The first visit's window: what a new user's page loads in its first 10 s. */
const VISIT_MS = 10_000;
/** Traced loads of each, for the main thread's split (a trace slows the load it records). */
const TRACED_RUNS = Math.min(RUNS, 3);

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

/** The figures over their budget, by label. */
const over: string[] = [];

/** One line of figures: a mark (✔ within, ✘ over, blank without budget), label, value and budget. */
function line(label: string, value: string, budget?: { within: boolean; text: string }): boolean {
  const mark = budget === undefined ? ' ' : budget.within ? '✔' : '✘';
  if (budget && !budget.within) over.push(label);
  console.log(`${mark} ${label.padEnd(46)} ${value}${budget ? `  (budget ${budget.text})` : ''}`);
  return budget?.within ?? true;
}

const ms = (value: number) => `${value.toFixed(0).padStart(6)} ms`;

/** The median of each part of the main thread's split over the runs that have one. */
function medianSplit(runs: ColdFigures[]): ThreadSplit | undefined {
  const splits = runs.map((r) => r.split).filter((s): s is ThreadSplit => s !== undefined);
  if (splits.length === 0) return undefined;
  const part = (key: keyof ThreadSplit) => median(splits.map((s) => s[key]));
  return {
    windowMs: part('windowMs'),
    scriptMs: part('scriptMs'),
    renderMs: part('renderMs'),
    otherMs: part('otherMs'),
    idleMs: part('idleMs'),
  };
}

function splitLine(who: string, runs: ColdFigures[]) {
  const s = medianSplit(runs);
  const text = s
    ? `script ${s.scriptMs.toFixed(0)} · rendering+layout ${s.renderMs.toFixed(0)} · other ${s.otherMs.toFixed(0)} · idle ${s.idleMs.toFixed(0)} of ${s.windowMs.toFixed(0)} ms`
    : 'no trace';
  line(`  main thread to the screen, ${who} (${runs.length} traced)`, text);
}

/** A cold page's figures against the floor's. */
function report(page: Page, runs: Runs): void {
  const { jimu, floor } = runs;
  const list = page.jimu.list !== undefined;
  console.log(
    `\n${page.jimu.name} (#${page.jimu.path}) — median of ${jimu.length} cold runs each, interleaved`,
  );
  const shown = median(jimu.map((r) => r.shownMs));
  const floorShown = median(floor.map((r) => r.shownMs));
  if (list) {
    line('time to the 20th row, Jimu', ms(shown));
    line('time to the 20th row, floor', ms(floorShown));
    const ratio = median(jimu.map((r, i) => r.shownMs / floor[i].shownMs));
    line('Jimu ÷ floor, 20th row (median of run pairs)', `${ratio.toFixed(2).padStart(6)} ×`, {
      within: ratio <= BUDGET.rowsRatio,
      text: `${BUDGET.rowsRatio.toFixed(1)} ×`,
    });
  } else {
    // The form counts as painted at the first contentful paint when that came after it, else at once.
    const painted = (r: ColdFigures) => Math.max(r.shownMs, r.fcpMs);
    line('login form painted, Jimu', ms(median(jimu.map(painted))));
    line('first contentful paint, Jimu', ms(median(jimu.map((r) => r.fcpMs))));
    line('first contentful paint (the form), floor', ms(median(floor.map((r) => r.fcpMs))));
    const ratio = median(jimu.map((r, i) => painted(r) / floor[i].fcpMs));
    line('Jimu ÷ floor, login form (median of run pairs)', `${ratio.toFixed(2).padStart(6)} ×`, {
      within: ratio <= BUDGET.loginRatio,
      text: `${BUDGET.loginRatio.toFixed(1)} ×`,
    });
  }
  splitLine('Jimu', runs.traced.jimu);
  splitLine('floor', runs.traced.floor);
  if (list) {
    line('list request starts, Jimu', ms(median(jimu.map((r) => r.listStartMs ?? Number.NaN))));
    const before = median(jimu.map((r) => r.requestsBeforeList ?? Number.NaN));
    line('requests before the list request, Jimu', `${before.toFixed(0).padStart(6)}`, {
      within: before <= BUDGET.requestsBeforeList,
      text: `${BUDGET.requestsBeforeList}`,
    });
  }
  line(
    'requests before the screen, Jimu',
    `${median(jimu.map((r) => r.requestsBeforeShown))
      .toFixed(0)
      .padStart(6)}`,
  );
  const kib = median(jimu.map((r) => r.jsKibBeforeShown));
  const floorKib = median(floor.map((r) => r.jsKibBeforeShown));
  line(
    'JS on the wire before the screen, Jimu',
    `${kib.toFixed(1).padStart(6)} KiB (floor ${floorKib.toFixed(1)})`,
    list ? { within: kib <= BUDGET.jsKib, text: `${BUDGET.jsKib} KiB` } : undefined,
  );
  line(
    'requests until the network is quiet, Jimu',
    `${median(jimu.map((r) => r.requestsUntilQuiet))
      .toFixed(0)
      .padStart(6)}`,
  );
  const chain = median(jimu.map((r) => r.chain));
  line('longest chain of script loads (entry = 1), Jimu', `${chain.toFixed(0).padStart(6)}`, {
    within: chain <= BUDGET.chain,
    text: `${BUDGET.chain}`,
  });
  if (process.env.BENCH_FILES) {
    const last = jimu[jimu.length - 1];
    for (const s of [...last.scripts].sort((a, b) => a.start - b.start))
      console.log(
        `    ${s.start.toFixed(0).padStart(5)}–${s.end.toFixed(0).padEnd(5)} ms  depth ${s.depth}  ${s.kib.toFixed(1).padStart(6)} KiB  ${s.file}`,
      );
    for (const s of [...last.others].sort((a, b) => a.start - b.start))
      console.log(
        `    ${s.start.toFixed(0).padStart(5)}–${s.end.toFixed(0).padEnd(5)} ms           ${s.kib.toFixed(1).padStart(6)} KiB  ${s.file}`,
      );
  }
}

/** The first visits of one page: the budgeted first view, and what waited for the idle moment. */
function reportVisit(page: Page, jimu: FirstVisit[], floor: FirstVisit[]): void {
  console.log(
    `\nfirst visit of ${page.jimu.name}, its first ${VISIT_MS / 1000} s — median of ${jimu.length} runs, service worker allowed`,
  );
  const first = median(jimu.map((v) => v.firstViewKib));
  line('JS+CSS on the wire for the first view, Jimu', `${first.toFixed(1).padStart(6)} KiB`, {
    within: first <= BUDGET.firstVisitKib,
    text: `${BUDGET.firstVisitKib} KiB`,
  });
  line(
    'JS+CSS deferred until idle (precache, prefetch)',
    `${median(jimu.map((v) => v.deferredKib))
      .toFixed(1)
      .padStart(6)} KiB`,
  );
  line('page idle after its first view, Jimu', ms(median(jimu.map((v) => v.idleAt ?? Number.NaN))));
  line(
    'JS+CSS on the wire, floor',
    `${median(floor.map((v) => v.firstViewKib + v.deferredKib))
      .toFixed(1)
      .padStart(6)} KiB`,
  );
  if (process.env.BENCH_FILES)
    for (const r of [...jimu[jimu.length - 1].requests].sort((a, b) => a.start - b.start))
      console.log(
        `    ${r.start.toFixed(0).padStart(5)} ms ${r.byServiceWorker ? 'sw ' : '   '}${(r.bytes / 1024).toFixed(1).padStart(6)} KiB  ${r.type.padEnd(10)} ${r.url.replace(/^https?:\/\/[^/]+/, '')}`,
      );
}

/** A page's cold loads: untraced for the times, traced for the main thread's split. */
interface Runs {
  jimu: ColdFigures[];
  floor: ColdFigures[];
  traced: { jimu: ColdFigures[]; floor: ColdFigures[] };
}

/** One screen, in Jimu and in the floor. */
interface Page {
  jimu: ColdTarget;
  floor: ColdTarget;
}

async function main(): Promise<number> {
  const work = mkdtempSync(path.join(os.tmpdir(), 'jimu-cold-bench-'));
  const seedFile = bigSeed(work);
  const floorDir = path.join(work, 'floor');
  mkdirSync(floorDir);
  const floorKib = await buildFloor(floorDir);
  const app = await startConsole(path.join(root, 'config'), { seedFile });
  // The floor's own server: the same mock back end on the same data, serving the floor's files.
  const floorServer = await createMockServer({
    configDir: path.join(root, 'config'),
    seedFile,
    staticDir: floorDir,
    dataDir: path.join(work, 'floor-data'),
    delay: 0,
    quiet: true,
  });
  const floorApp = await floorServer.listen(0, '127.0.0.1');
  try {
    const token = { key: 'admin-token', value: await signedInToken(app.url) };
    const floorToken = { key: 'admin-token', value: await signedInToken(floorApp.url) };
    const listPage = (name: string, at: string, endpoint: string): Page => {
      const list = new RegExp(endpoint.replace(/\//g, '\\/'));
      return {
        jimu: { name, path: at, selector: ROWS, count: 20, list, token },
        floor: { name, path: floorPath(endpoint), selector: FLOOR_ROWS, count: 20, list, token: floorToken },
      };
    };
    const pages: Page[] = [
      {
        jimu: { name: 'login page', path: '/login', selector: PASSWORD, count: 1 },
        floor: { name: 'login page', path: floorPath(), selector: PASSWORD, count: 1 },
      },
      listPage('comprehensive table', '/vab/table/comprehensiveTable', '/table/getList'),
      listPage('users', '/user_center/userManagement', '/userManagement/getList'),
    ];
    const cold = new Map(
      pages.map((p) => [
        p,
        {
          jimu: [] as ColdFigures[],
          floor: [] as ColdFigures[],
          traced: { jimu: [] as ColdFigures[], floor: [] as ColdFigures[] },
        },
      ]),
    );
    const visits = new Map(pages.map((p) => [p, { jimu: [] as FirstVisit[], floor: [] as FirstVisit[] }]));
    for (let i = 0; i < RUNS; i++)
      for (const page of pages) {
        const runs = cold.get(page);
        // Which goes first alternates, so neither always has the warmer server.
        const order = i % 2 === 0 ? (['jimu', 'floor'] as const) : (['floor', 'jimu'] as const);
        for (const who of order)
          runs?.[who].push(await coldLoad(who === 'jimu' ? app.url : floorApp.url, page[who]));
        // The split comes from loads of their own: a traced load is slower.
        if (i < TRACED_RUNS)
          for (const who of order)
            runs?.traced[who].push(
              await coldLoad(who === 'jimu' ? app.url : floorApp.url, page[who], { trace: true }),
            );
      }
    const visited = pages.filter((p) => p.jimu.list !== undefined);
    for (let i = 0; i < RUNS; i++)
      for (const page of visited) visits.get(page)?.jimu.push(await firstVisit(app.url, page.jimu, VISIT_MS));
    for (const page of visited)
      visits.get(page)?.floor.push(await firstVisit(floorApp.url, page.floor, VISIT_MS));
    console.log(
      `cold bench — fresh profile, HTTP cache disabled, no service worker yet; ${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)}; floor script ${floorKib.toFixed(1)} KiB (brotli)`,
    );
    for (const page of pages) {
      const runs = cold.get(page);
      if (runs) report(page, runs);
    }
    for (const page of visited) {
      const runs = visits.get(page);
      if (runs) reportVisit(page, runs.jimu, runs.floor);
    }
    if (over.length > 0) console.log(`\nover budget: ${over.join('; ')}`);
    return over.length > 0 ? 1 : 0;
  } finally {
    await floorApp.close();
    await app.close();
    rmSync(work, { recursive: true, force: true });
  }
}

process.exitCode = await main();
