import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { signIn } from './support/signIn';
import type { RunningConsole } from './support/startConsole';
import { useConsole } from './support/useConsole';

// The shell's own light controls (no Semi on the eager path): tooltips, the avatar menu, the
// notice popover and the breadcrumb, by keyboard and mouse, in real Chromium.
// No service worker (a test slows the code's network, which a worker's cache would bypass).
describe('shell controls in Chromium', () => {
  const ctx = useConsole('config', {}, { serviceWorkers: 'block' });
  let app: RunningConsole;
  let page: Page;
  let errors: string[];
  beforeEach(async () => {
    ({ app, page, errors } = ctx);
  });

  const tools = () => page.getByRole('toolbar', { name: 'header tools' });
  const focusedTestId = () => page.evaluate(() => document.activeElement?.getAttribute('data-testid'));
  const focusedText = () => page.evaluate(() => document.activeElement?.textContent);

  it('LY-05 a tool tooltip shows on keyboard focus and on hover, under its button; Escape hides it', async () => {
    page = await ctx.open('/');
    const search = tools().getByRole('button', { name: '搜索', exact: true });
    await search.focus();
    await page.keyboard.press('Tab');
    expect(await focusedTestId()).toBe('tool-notice');
    const noticeTip = page.getByRole('tooltip').filter({ hasText: '消息' });
    await noticeTip.waitFor();
    await page.keyboard.press('Escape');
    await noticeTip.waitFor({ state: 'hidden' });

    const full = tools().getByRole('button', { name: '全屏', exact: true });
    await full.hover();
    const fullTip = page.getByRole('tooltip').filter({ hasText: '全屏' });
    await fullTip.waitFor();
    const button = await full.boundingBox();
    const tip = await fullTip.boundingBox();
    expect(tip?.y ?? 0).toBeGreaterThanOrEqual((button?.y ?? 0) + (button?.height ?? 0));
    expect(
      Math.abs((tip?.x ?? 0) + (tip?.width ?? 0) / 2 - ((button?.x ?? 0) + (button?.width ?? 0) / 2)),
    ).toBeLessThan(2);
    await page.mouse.move(0, 0);
    await fullTip.waitFor({ state: 'hidden' });

    // a description where the tooltip says more than the name
    const language = tools().getByRole('button', { name: '语言: English' });
    const describedBy = await language.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe('切换语言');
    expect(errors).toEqual([]);
  });

  it('LY-05 the avatar menu works by keyboard: arrows open and move, Escape closes and returns focus, Tab leaves', async () => {
    // Its last step signs out, which revokes the token on the server: a token of its own, from the
    // form, not the stored session the file's other tests open with.
    await signIn(page, app.url, 'admin');
    const trigger = page.getByTestId('user-menu');
    await trigger.focus();
    await page.keyboard.press('ArrowDown');
    const menu = page.getByRole('menu', { name: 'admin' });
    await menu.waitFor();
    expect(await trigger.getAttribute('aria-expanded')).toBe('true');
    expect(await focusedText()).toBe('个人中心');
    await page.keyboard.press('ArrowDown');
    expect(await focusedText()).toBe('退出登录');
    await page.keyboard.press('ArrowDown');
    expect(await focusedText()).toBe('个人中心');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await focusedTestId()).toBe('user-menu');
    await page.keyboard.press('Enter');
    await menu.waitFor();
    expect(await focusedText()).toBe('个人中心');
    await page.keyboard.press('Tab');
    await menu.waitFor({ state: 'detached' });
    // Enter on an entry runs it
    await trigger.focus();
    await page.keyboard.press('ArrowUp');
    expect(await focusedText()).toBe('退出登录');
    await page.keyboard.press('Enter');
    await page.waitForURL(/#\/login/);
    expect(errors).toEqual([]);
  });

  it('LY-10 the notice popover takes focus, Escape closes it back to the bell, a press outside closes it', async () => {
    page = await ctx.open('/');
    const bell = page.getByTestId('tool-notice');
    await bell.click();
    const popover = page.getByRole('dialog', { name: '消息' });
    await popover.getByTestId('notice-popover').waitFor();
    expect(await bell.getAttribute('aria-expanded')).toBe('true');
    expect(await popover.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await popover.waitFor({ state: 'detached' });
    expect(await focusedTestId()).toBe('tool-notice');
    await bell.click();
    await popover.waitFor();
    await page.locator('#jimu-main').click({ position: { x: 5, y: 5 } });
    await popover.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });

  it("LY-07 the breadcrumb: a list joined with '>', parents link, the last is the current page, breadcrumbHidden left out", async () => {
    page = await ctx.open('/');
    const crumbs = page.getByRole('navigation', { name: 'breadcrumb' });
    // home: the root route is breadcrumbHidden, so one crumb and no separator
    await crumbs.getByText('首页').waitFor();
    expect(await crumbs.getByRole('listitem').count()).toBe(1);
    expect(await crumbs.textContent()).not.toContain('>');
    await page.goto(`${app.url}/#/user_center/userManagement`);
    await crumbs.getByText('用户管理').waitFor();
    expect(await crumbs.getByRole('listitem').allInnerTexts()).toEqual([
      '用户中心',
      expect.stringMatching(/^>\s*用户管理$/),
    ]);
    expect(await crumbs.locator('[aria-current="page"]').textContent()).toBe('用户管理');
    // a group's crumb leads where the group redirects: its first child
    await crumbs.getByRole('link', { name: '用户中心' }).click();
    await page.waitForURL(/#\/user_center\/personalCenter$/);
    expect(errors).toEqual([]);
  });

  it('LY-10 a route whose code is still loading shows the spinner as a status, then the page', async () => {
    page = await ctx.open('/');
    // Every chunk from now on is held until the test has seen the spinner: the plugin page's code
    // is not there yet.
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/static/chunks/*.js', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(`${app.url}/#/workplace`);
    // The home page, kept alive behind, may still be waiting for its own late chunks: look only
    // at the view on show.
    const spinner = page.locator('#jimu-main .jimu-view:not([hidden]) .jimu-spinner[role="status"]');
    try {
      await spinner.filter({ hasText: '加载中…' }).waitFor();
    } finally {
      release();
    }
    await spinner.waitFor({ state: 'detached' });
    await page.waitForFunction(
      () => document.querySelector('#jimu-main .jimu-view:not([hidden])')?.textContent,
    );
    expect(errors).toEqual([]);
  });
});
