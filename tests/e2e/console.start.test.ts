import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type TestBrowser, watchConsoleErrors } from './support/launchBrowser';
import { type RunningConsole, startConsole } from './support/startConsole';

// Issue "Foundation" item 7: build the sample console, serve it, open it in real Chromium and see it
// start with no console errors (RT-01 hash routing, RT-03 unauthenticated visitors land on /login).
describe('the built console starts in Chromium', () => {
  let app: RunningConsole;
  let browser: TestBrowser;

  beforeAll(async () => {
    app = await startConsole();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('RT-01 RT-03 opens on the hash-routed login page with no console errors', async () => {
    const page = await browser.context.newPage();
    const errors = watchConsoleErrors(page);
    await page.goto(`${app.url}/`);
    await page.waitForURL(/#\/login/);
    await page.getByRole('button', { name: '登录' }).first().waitFor();
    expect(await page.title()).toContain('积木工作台');
    expect(errors).toEqual([]);
    await page.close();
  });
});
