import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { createMockServer } from '../../server/app';
import { buildConsole } from '../build/buildConsole';

/**
 * `npx tsx scripts/bench/tabsBench.ts`: how long a tab switch takes with 10 kept-alive pages.
 * Builds the sample console (production), serves it with the mock server, signs in as
 * admin in Debian's Chromium, opens 10 tabs (the keep-alive demo and 9 other pages), then clicks
 * through them ROUNDS times. The tabs bar marks 'jimu:tab-switch:start' on the click and the
 * keep-alive view marks the end once the new view is committed, shown and laid out (its scroll
 * position restored forces layout). Budget: median ≤ 16 ms (one frame). Exit code 1 when missed.
 * Env: BENCH_SWITCHES (default 50), CHROME_PATH.
 */
const SWITCHES = Number(process.env.BENCH_SWITCHES ?? 50);
const BUDGET_MS = 16;
const PAGES = [
  'tabs',
  'workflow',
  'echarts',
  'print',
  'cropper',
  'timeline',
  'count',
  'dynamicMeta',
  'contextmenu',
];
const KEYS = ['/index', ...PAGES.map((name) => `/other/${name}`)];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function openTabs(page: Page, url: string) {
  await page.goto(`${url}/#/login`);
  await page.getByLabel('用户名').fill('admin');
  await page.getByLabel('密码').fill('jimu123456');
  await page.getByRole('button', { name: '登录' }).click();
  await page.locator('.jimu-shell').waitFor();
  for (const key of KEYS) {
    await page.evaluate((to) => {
      window.location.hash = `#${to}`;
    }, key);
    await page.locator(`[role="tab"][aria-selected="true"][data-tab-key="${key}"]`).waitFor();
  }
  const kept = await page.locator('.jimu-view').count();
  if (kept !== KEYS.length) throw new Error(`expected ${KEYS.length} kept views, found ${kept}`);
}

async function main() {
  const work = mkdtempSync(join(tmpdir(), 'jimu-tabs-bench-'));
  const outDir = join(work, 'dist');
  const built = await buildConsole({ configDir: 'config', outDir });
  if (!built.ok) throw new Error(`build failed: ${built.bundleErrors.join('\n')}`);
  const server = await createMockServer({
    configDir: 'config',
    staticDir: outDir,
    dataDir: join(work, 'data'),
    delay: 0,
    quiet: true,
  });
  const listening = await server.listen(0, '127.0.0.1');
  const profile = join(work, 'profile');
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
    ],
    viewport: { width: 1440, height: 900 },
    locale: 'zh-CN',
  });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await openTabs(page, listening.url);
    await page.evaluate(() => performance.clearMeasures('jimu:tab-switch'));
    for (let i = 0; i < SWITCHES; i += 1) {
      // A stride of 3 over 10 tabs visits every tab, never the current one.
      const key = KEYS[(i * 3 + 1) % KEYS.length];
      const target = page.locator(`[role="tab"][data-tab-key="${key}"]`);
      if ((await target.getAttribute('aria-selected')) === 'true') continue;
      await target.click();
      await page.locator(`[role="tab"][aria-selected="true"][data-tab-key="${key}"]`).waitFor();
    }
    const times = await page.evaluate(() =>
      performance.getEntriesByName('jimu:tab-switch').map((entry) => entry.duration),
    );
    const sorted = [...times].sort((a, b) => a - b);
    const median = percentile(sorted, 50);
    console.log(`tab switches measured: ${times.length} (10 kept-alive tabs)`);
    console.log(
      `tab switch: median ${median.toFixed(2)} ms, p95 ${percentile(sorted, 95).toFixed(2)} ms, max ${sorted[sorted.length - 1].toFixed(2)} ms (budget median ≤ ${BUDGET_MS} ms)`,
    );
    if (times.length < SWITCHES * 0.9)
      throw new Error(`only ${times.length} of ${SWITCHES} switches were measured`);
    if (median > BUDGET_MS) {
      console.error(`over budget: median ${median.toFixed(2)} ms > ${BUDGET_MS} ms`);
      process.exitCode = 1;
    }
  } finally {
    await context.close();
    await listening.close();
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
