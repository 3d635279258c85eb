// npm run bench:bundle — gzip bytes of the JS and CSS a browser loads to an interactive login page
// and to the home page after login (issue "console shell" item 9; budgets 120 KB and 180 KB).
// CSS travels inside the JS chunks (scripts/build/cssModulesPlugin.ts), so "JS" here counts both.
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../../tests/e2e/support/launchBrowser';
import { DEMO_PASSWORD } from '../../tests/e2e/support/signIn';
import { startConsole } from '../../tests/e2e/support/startConsole';

const BUDGET = { login: 120 * 1024, home: 180 * 1024 };

/** Sums the gzip size of every script and stylesheet the page fetches from now on. */
function recordAssets(page: Page): { bytes: () => number; files: () => string[] } {
  const seen = new Map<string, number>();
  page.on('response', async (response) => {
    const request = response.request();
    const type = request.resourceType();
    // The service worker's background precache (SE-10) is not what the page needs to show itself.
    if ((type !== 'script' && type !== 'stylesheet') || request.serviceWorker()) return;
    const body = await response.body().catch(() => null);
    if (body) seen.set(response.url(), gzipSync(body, { level: 9 }).length);
  });
  return { bytes: () => [...seen.values()].reduce((a, b) => a + b, 0), files: () => [...seen.keys()] };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
  const app = await startConsole();
  const browser = await launchBrowser();
  try {
    const page = await browser.context.newPage();
    const assets = recordAssets(page);
    await page.goto(`${app.url}/#/login`);
    await page.getByLabel('用户名').waitFor();
    await page.waitForLoadState('networkidle');
    const login = assets.bytes();
    const loginFiles = assets.files();
    await page.getByLabel('用户名').fill('admin');
    await page.getByLabel('密码').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: '登录' }).click();
    await page.waitForURL(/#\/index$/);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    const home = assets.bytes();
    if (process.env.JIMU_BENCH_FILES) {
      console.log(`login files:\n${loginFiles.join('\n')}`);
      console.log(`home files:\n${assets.files().join('\n')}`);
    }
    console.log('bundle: JS+CSS gzip loaded (CSS is inside the JS chunks)');
    console.log(`  interactive login page   ${kb(login).padStart(9)}  (budget ${kb(BUDGET.login)})`);
    console.log(
      `  home page after login    ${kb(home).padStart(9)}  (budget ${kb(BUDGET.home)})  ${assets.files().length} files`,
    );
    if (login > BUDGET.login || home > BUDGET.home) process.exitCode = 1;
  } finally {
    await browser.close();
    await app.close();
  }
}

await main();
