// npm run bench:bundle — gzip bytes of the JS and CSS a browser loads to an interactive login page
// and to the home page after login (budgets 120 KB and 180 KB).
// CSS travels inside the JS chunks (scripts/build/cssInjectionPlugin.ts), so "JS" here counts both.

import { IDLE_MARK } from '../../runtime/lib/whenPageIdle';
import { launchBrowser } from '../../tests/e2e/support/launchBrowser';
import { DEMO_PASSWORD } from '../../tests/e2e/support/signIn';
import { startConsole } from '../../tests/e2e/support/startConsole';
import { keepResourceTimings, loadedAssets, totalKb } from './loadedAssets';

const BUDGET_KB = { login: 120, home: 180 };

const kb = (n: number) => `${n.toFixed(2)} KB`;

async function main(): Promise<void> {
  const app = await startConsole();
  const browser = await launchBrowser();
  try {
    const page = await browser.context.newPage();
    await keepResourceTimings(page);
    await page.goto(`${app.url}/#/login`);
    await page.getByLabel('用户名').waitFor();
    await page.waitForLoadState('networkidle');
    const login = await loadedAssets(page);
    // A person types for more than the second the login page waits before its idle-time work
    // (whenPageIdle: the service worker, the popups' code), which therefore belongs to neither page.
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, IDLE_MARK);
    await page.getByLabel('用户名').fill('admin');
    await page.getByLabel('密码').fill(DEMO_PASSWORD);
    const signingIn = await page.evaluate(() => performance.now());
    await page.getByRole('button', { name: '登录' }).click();
    await page.waitForURL(/#\/index$/);
    // The home page is there when its dashboard cards show their figures.
    await page.getByTestId('dashboard-value').first().waitFor();
    await page.waitForLoadState('networkidle');
    // The home page's files are the login page's and what came from the click on 登录 until the
    // network went quiet (500 ms without a request): not what the login page fetched once idle,
    // nor anything fetched in the bench's extra half second.
    const settled = await page.evaluate(() => performance.now());
    await page.waitForTimeout(500);
    const loginFiles = new Set(login.map((asset) => asset.url));
    const home = (await loadedAssets(page)).filter(
      (asset) => loginFiles.has(asset.url) || (asset.at >= signingIn && asset.at <= settled),
    );
    if (process.env.JIMU_BENCH_FILES) {
      console.log(`login files:\n${login.map((a) => `${(a.gzip / 1024).toFixed(2)} ${a.url}`).join('\n')}`);
      console.log(
        `home files:\n${home.map((a) => `${(a.gzip / 1024).toFixed(2)} ${a.at.toFixed(0)} ${a.url}`).join('\n')}`,
      );
    }
    console.log('bundle: JS+CSS gzip loaded (CSS is inside the JS chunks; resource timing, so files');
    console.log('        the service worker answers count too)');
    const [loginKb, homeKb] = [totalKb(login), totalKb(home)];
    console.log(
      `  interactive login page   ${kb(loginKb).padStart(9)}  (budget ${kb(BUDGET_KB.login)})  ${login.length} files`,
    );
    console.log(
      `  home page after login    ${kb(homeKb).padStart(9)}  (budget ${kb(BUDGET_KB.home)})  ${home.length} files`,
    );
    if (loginKb > BUDGET_KB.login || homeKb > BUDGET_KB.home) process.exitCode = 1;
  } finally {
    await browser.close();
    await app.close();
  }
}

await main();
