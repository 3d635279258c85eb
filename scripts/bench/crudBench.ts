import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../../tests/e2e/support/launchBrowser';
import { signIn } from '../../tests/e2e/support/signIn';
import { startConsole } from '../../tests/e2e/support/startConsole';
import { keepResourceTimings, loadedAssets, totalKb } from './loadedAssets';

/**
 * `tsx scripts/bench/crudBench.ts`: the config crud page in Chromium, median of 5 cold runs (a fresh
 * profile each). Figures: gzip bytes of JS+CSS from the login screen to the first CRUD rows, time
 * from a menu navigation to 20 visible rows of the comprehensive table, JS heap after that load,
 * time for the edit dialog to open on a page of 500 rows (performance.measure 'jimu:edit-open'),
 * and the longest frame while a 100,000-row virtualized table scrolls. Exits 1 over a budget.
 * BENCH_RUNS=n changes the number of runs; BENCH_FILES=1 lists every file with its gzip size.
 *
 * @example
 * tsx scripts/bench/crudBench.ts
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const budgets = { kb: 200, navigateMs: 400, editOpenMs: 40, heapMb: 10, frameMs: 50 };
const root = path.resolve(import.meta.dirname, '../..');
const TABLE = '/vab/table/comprehensiveTable';
const rows = '.jimu-crud tbody tr.jimu-table-row';

// tsx compiles the functions handed to page.evaluate with esbuild's keepNames, which calls __name.
const KEEP_NAMES = 'window.__name = (fn) => fn;';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The sample seed with 1,000 table rows, so a page of 500 exists. */
function bigSeed(work: string): string {
  const seed = JSON.parse(readFileSync(path.join(root, 'mock-db.json'), 'utf8'));
  const base = seed.table as Record<string, unknown>[];
  seed.table = Array.from({ length: 1000 }, (_, i) => ({
    ...base[i % base.length],
    id: i + 1,
    title: `行 ${i + 1}`,
  }));
  const file = path.join(work, 'mock-db.json');
  writeFileSync(file, JSON.stringify(seed));
  return file;
}

/** Waits in the page until `count` rows are on screen; resolves with performance.now() at that frame. */
const rowsShown = (page: Page, count: number) =>
  page.evaluate(
    ([selector, count]) =>
      new Promise<number>((resolve) => {
        const check = () =>
          document.querySelectorAll(selector as string).length >= (count as number)
            ? resolve(performance.now())
            : requestAnimationFrame(check);
        check();
      }),
    [rows, count] as const,
  );

async function consoleRun(url: string) {
  const browser = await launchBrowser();
  try {
    const page = await browser.context.newPage();
    page.setDefaultTimeout(20_000);
    await page.addInitScript(KEEP_NAMES);
    await keepResourceTimings(page);
    await signIn(page, url, 'admin');
    // The home screen settles first (its own lazy files are the shell's share, not the table's), as
    // it has when a person picks a menu item.
    await page.waitForLoadState('networkidle');
    // Navigation as a menu click does it: a hash change, then the lazy chunks and the list request.
    const started = await page.evaluate((to) => {
      const now = performance.now();
      location.hash = `#${to}`;
      return now;
    }, TABLE);
    const shown = await rowsShown(page, 20);
    const navigateMs = shown - started;
    // Every file the page loaded up to that frame (resource timing: files the service worker
    // answered count too), and the share of them that came after the navigation began.
    const assets = (await loadedAssets(page)).filter((a) => a.at <= shown);
    if (process.env.BENCH_FILES)
      for (const a of assets)
        console.log(
          `${(a.at - shown).toFixed(0).padStart(7)} ms ${(a.gzip / 1024).toFixed(1)} KB ${a.url.split('/').pop()}`,
        );
    const kb = totalKb(assets);
    const crudKb = totalKb(assets.filter((a) => a.at >= started));
    await page.waitForLoadState('networkidle');
    const cdp = await browser.context.newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('Performance.enable');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const heapMb = (metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0) / 1024 / 1024;

    await page.goto(`${url}/#${TABLE}?pageSize=500`);
    await page.reload();
    // 500 rows are loaded; the table draws only those in view (virtualized from 100 rows on a page).
    await page.locator('.jimu-crud[data-status="ready"]').waitFor();
    await rowsShown(page, 10);
    // The figure is the dialog's opening over 500 rows, not the download of the form code (loaded
    // after the first rows) nor of react-window (loaded with the first virtualized table).
    await page.locator('.jimu-table-body-virtual .jimu-table-row').first().waitFor();
    await page.waitForLoadState('networkidle');
    const pageRows = await page.evaluate(
      () => document.querySelector('.jimu-crud-table .jimu-pagination')?.textContent ?? '',
    );
    if (!/500/.test(pageRows)) throw new Error(`expected a page of 500 rows, pager says '${pageRows}'`);
    await page.locator(rows).first().getByRole('button', { name: '编辑' }).click();
    const editOpenMs = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const read = () => {
            const entry = performance.getEntriesByName('jimu:edit-open')[0];
            if (entry) resolve(entry.duration);
            else requestAnimationFrame(read);
          };
          read();
        }),
    );
    return { kb, crudKb, navigateMs, heapMb, editOpenMs };
  } finally {
    await browser.close();
  }
}

const VIRTUAL_ENTRY = `
import { createRoot } from 'react-dom/client';
import { CrudTable } from './runtime/pages/crud/CrudTable';
const rows = Array.from({ length: 100000 }, (_, i) => ({ id: i + 1, title: 'Row ' + (i + 1), author: 'A' + (i % 97), views: i * 7 % 5000 }));
const columns = ['id', 'title', 'author', 'views'].map((f) => ({ key: f, dataIndex: f, title: f, width: 200 }));
const none = () => {};
createRoot(document.getElementById('root')).render(
  <CrudTable columns={columns} rows={rows} rowKey="id" loading={false} height={600} page={1} pageSize={100000}
    total={rows.length} onPageChange={none} onSortChange={none} virtualized clientPaging empty={null} />,
);`;

/** Bundles CrudTable alone with 100,000 client-side rows into a static page. */
async function virtualPage(work: string): Promise<string> {
  const outdir = path.join(work, 'virtual');
  await build({
    stdin: { contents: VIRTUAL_ENTRY, resolveDir: root, loader: 'tsx', sourcefile: 'virtual.tsx' },
    bundle: true,
    minify: true,
    format: 'iife', // file:// pages cannot load module scripts
    outdir,
    entryNames: 'bench',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  writeFileSync(
    path.join(outdir, 'index.html'),
    '<!doctype html><link rel="icon" href="data:,"><link rel="stylesheet" href="bench.css"><div id="root"></div><script src="bench.js"></script>',
  );
  return path.join(outdir, 'index.html');
}

async function scrollRun(file: string): Promise<number> {
  const browser = await launchBrowser();
  try {
    const page = await browser.context.newPage();
    await page.addInitScript(KEEP_NAMES);
    await page.goto(`file://${file}`);
    // react-window loads with the first virtualized table; its scrolling box replaces the first screen's.
    await page.locator('.jimu-table-body-virtual .jimu-table-row').first().waitFor();
    // Scroll the virtual list 400 px per frame for 120 frames; the longest gap between frames wins.
    return await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const body = document.querySelector('.jimu-table-body-virtual') as HTMLElement;
          let last = performance.now();
          let longest = 0;
          let frames = 0;
          const step = (now: number) => {
            longest = Math.max(longest, now - last);
            last = now;
            body.scrollTop += 400;
            if (++frames < 120) requestAnimationFrame(step);
            else resolve(longest);
          };
          requestAnimationFrame((now) => {
            last = now;
            requestAnimationFrame(step);
          });
        }),
    );
  } finally {
    await browser.close();
  }
}

async function main(): Promise<number> {
  const work = mkdtempSync(path.join(os.tmpdir(), 'jimu-crud-bench-'));
  const app = await startConsole(path.join(root, 'config'), { seedFile: bigSeed(work) });
  try {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await consoleRun(app.url));
    const virtual = await virtualPage(work);
    const frames = [];
    for (let i = 0; i < RUNS; i++) frames.push(await scrollRun(virtual));
    const figures = [
      ['JS+CSS gzip, login → first CRUD rows', median(runs.map((r) => r.kb)), budgets.kb, 'KB'],
      ['  of it, loaded by the navigation to the table', median(runs.map((r) => r.crudKb)), budgets.kb, 'KB'],
      [
        'navigation → 20 rows (comprehensive table)',
        median(runs.map((r) => r.navigateMs)),
        budgets.navigateMs,
        'ms',
      ],
      ['JS heap after load', median(runs.map((r) => r.heapMb)), budgets.heapMb, 'MB'],
      [
        'edit dialog opens, 500 rows on the page',
        median(runs.map((r) => r.editOpenMs)),
        budgets.editOpenMs,
        'ms',
      ],
      ['longest frame, 100,000-row virtualized scroll', median(frames), budgets.frameMs, 'ms'],
    ] as const;
    let failed = false;
    console.log(`crud bench — median of ${RUNS} cold runs (fresh Chromium profile each)`);
    for (const [label, value, budget, unit] of figures) {
      const ok = value <= budget;
      failed ||= !ok;
      console.log(
        `${ok ? '✔' : '✘'} ${label.padEnd(48)} ${value.toFixed(1).padStart(8)} ${unit}  (budget ${budget} ${unit})`,
      );
    }
    return failed ? 1 : 0;
  } finally {
    await app.close();
    rmSync(work, { recursive: true, force: true });
  }
}

process.exitCode = await main();
