import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { RunningConsole } from './support/startConsole';
import { useConsole } from './support/useConsole';

type Seen = { at: number; value: number | null }[];

// Refresh, back-to-top and the unsupported-browser notice.
describe('page tools in Chromium', () => {
  const ctx = useConsole();
  let app: RunningConsole;
  let page: Page;
  let errors: string[];
  beforeEach(async () => {
    ({ app, page, errors } = ctx);
  });

  it('LY-06 SE-06 refresh re-mounts the current view and the progress bar ends 200 ms after', async () => {
    page = await ctx.open('/');
    const view = await page.locator('#jimu-main .jimu-view > *').first().elementHandle();
    await page.evaluate(() => {
      const seen: Seen = [];
      (window as unknown as { barSeen: Seen }).barSeen = seen;
      new MutationObserver(() => {
        const bar = document.querySelector<HTMLElement>('[data-testid="navigation-progress"]');
        seen.push({ at: performance.now(), value: bar ? Number(bar.dataset.value) : null });
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    await page.getByRole('button', { name: '刷新', exact: true }).click();
    await page.waitForFunction(() =>
      (window as unknown as { barSeen: Seen }).barSeen.some((s) => s.value === 1),
    );
    await page.getByTestId('navigation-progress').waitFor({ state: 'detached' });
    const seen = await page.evaluate(() => (window as unknown as { barSeen: Seen }).barSeen);
    const start = seen.find((s) => s.value !== null);
    const full = seen.find((s) => s.value === 1);
    expect(start?.value).toBeCloseTo(0.08, 3);
    expect((full?.at ?? 0) - (start?.at ?? 0)).toBeGreaterThanOrEqual(150);
    expect(await view?.evaluate((node) => node.isConnected)).toBe(false);
    await page.locator('#jimu-main .jimu-view > *').first().waitFor();
    expect(errors).toEqual([]);
  });

  it('LY-10 back-to-top appears once the main area has scrolled and brings it back to the top', async () => {
    page = await ctx.open('/');
    const scroller = page.getByTestId('main-scroll');
    // A long page, whatever the home page holds today.
    await page.evaluate(() => {
      const filler = document.createElement('div');
      filler.style.height = '3000px';
      document.getElementById('jimu-main')?.append(filler);
    });
    expect(await page.getByRole('button', { name: '回到顶部' }).count()).toBe(0);
    await scroller.evaluate((el) => el.scrollTo({ top: 1200 }));
    const button = page.getByRole('button', { name: '回到顶部' });
    await button.waitFor();
    await button.click();
    await page.waitForFunction(() => document.querySelector('[data-testid="main-scroll"]')?.scrollTop === 0);
    expect(errors).toEqual([]);
  });

  it('LY-13 a browser without what the runtime needs gets the notice instead of the console', async () => {
    await page.addInitScript(() => {
      // An old engine: no ResizeObserver.
      Reflect.deleteProperty(window, 'ResizeObserver');
    });
    await page.goto(`${app.url}/?old-browser#/login`);
    const notice = page.getByRole('alert');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('您的浏览器版本过低');
    expect(await notice.textContent()).toContain('ResizeObserver');
    expect(await page.getByLabel('用户名').count()).toBe(0);
  });
});
