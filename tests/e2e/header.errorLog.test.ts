import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import type { RunningConsole } from './support/startConsole';
import { storedSession } from './support/storedSession';
import { useConsole } from './support/useConsole';

// The error log and the navigation progress bar.
describe('error log and progress bar in Chromium', () => {
  const ctx = useConsole();
  let app: RunningConsole;
  let page: Page;
  beforeEach(async () => {
    ({ app, page } = ctx);
  });

  it('LY-09 SE-09 a failing call counts on the badge; the dialog lists it with search links; hide all clears', async () => {
    // The header's inbox answers 500 for this test, from the page's first call on: the http layer
    // logs it like any failing call. The route is set before the first load, so the context is the
    // test's own, signed in from the stored session.
    const context = await ctx.browser.newContext({ storageState: await storedSession(app, 'admin') });
    onTestFinished(() => context.close());
    await context.route('**/notice/inbox*', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"code":500,"msg":"notice store down"}',
      }),
    );
    page = await context.newPage();
    page.setDefaultTimeout(10_000);
    // Land on the users page, where the header's inbox is the only notice call.
    await page.goto(`${app.url}/#/user_center/userManagement`);
    await page.waitForURL(/#\/user_center\/userManagement$/);
    // One failing call, one entry: the header loads notices once however often layouts re-mount it.
    const control = page.getByRole('button', { name: '错误日志 (1)' });
    await control.waitFor();
    expect(await page.locator('.jimu-header-tools .jimu-badge-count').textContent()).toBe('1');
    await control.click();
    const dialog = page.getByRole('dialog', { name: '错误日志' });
    const entries = dialog.locator('.jimu-error-log-entry');
    await entries.first().waitFor();
    await page.waitForTimeout(300);
    expect(await entries.count()).toBe(1);
    const entry = entries.first();
    expect(await entry.locator('dd').first().textContent()).toBe('/user_center/userManagement');
    expect(await entry.textContent()).toContain('notice store down');
    const links = entry.getByRole('link');
    expect(await links.allInnerTexts()).toEqual(['Baidu', 'Google', 'Bing']);
    for (const link of await links.all()) {
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toContain('noopener');
      expect(decodeURIComponent((await link.getAttribute('href')) ?? '')).toContain('notice store down');
    }
    await dialog.getByRole('button', { name: '全部隐藏' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: '错误日志', exact: true }).waitFor();
  });

  it('LY-09 SE-09 an uncaught runtime error is logged too, and cancel keeps the log', async () => {
    page = await ctx.open('/');
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('e2e runtime failure');
      });
    });
    await page.getByRole('button', { name: '错误日志 (1)' }).click();
    const dialog = page.getByRole('dialog', { name: '错误日志' });
    await dialog.getByText('e2e runtime failure').first().waitFor();
    await dialog.getByRole('button', { name: '取消' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: '错误日志 (1)' }).waitFor();
  });

  it('SE-06 navigating shows the 2 px bar from at least 0.08 to 1, then hides it', async () => {
    page = await ctx.open('/');
    // Record every state the bar takes, however briefly it shows.
    await page.evaluate(() => {
      const seen: { value: number; height: number }[] = [];
      (window as unknown as { barSeen: typeof seen }).barSeen = seen;
      new MutationObserver(() => {
        const bar = document.querySelector<HTMLElement>('[data-testid="navigation-progress"]');
        if (bar) seen.push({ value: Number(bar.dataset.value), height: bar.getBoundingClientRect().height });
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    await page.goto(`${app.url}/#/user_center/userManagement`);
    await page.waitForFunction(() => (window as unknown as { barSeen: unknown[] }).barSeen.length > 0);
    await page.getByTestId('navigation-progress').waitFor({ state: 'detached' });
    const seen = await page.evaluate(
      () => (window as unknown as { barSeen: { value: number; height: number }[] }).barSeen,
    );
    expect(seen[0].value).toBeCloseTo(0.08, 3);
    expect(seen.at(-1)?.value).toBe(1);
    expect(seen.every((s) => s.height === 2)).toBe(true);
  });

  it('SE-06 TH-06 with the progress bar switched off, navigation shows none', async () => {
    page = await ctx.open('/');
    await page.evaluate(() => window.dispatchEvent(new Event('theme')));
    const drawer = page.locator('.jimu-theme-drawer');
    await drawer.getByRole('switch', { name: '进度条' }).click();
    await page.evaluate(() => {
      (window as unknown as { barCount: number }).barCount = 0;
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="navigation-progress"]'))
          (window as unknown as { barCount: number }).barCount++;
      }).observe(document.body, { subtree: true, childList: true });
    });
    await page.goto(`${app.url}/#/user_center/userManagement`);
    await page.waitForFunction(() => document.title.startsWith('用户管理'));
    // A bar that is on shows as the location changes, before the new route renders, and fills on
    // the frame after: two frames past the new page's title, it would have been counted.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect(await page.evaluate(() => (window as unknown as { barCount: number }).barCount)).toBe(0);
  });
});
