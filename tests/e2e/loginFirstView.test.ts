import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { greeting } from '../../runtime/lib/greeting';
import { watchConsoleErrors } from './support/launchBrowser';
import { DEMO_PASSWORD } from './support/signIn';
import { storedSession } from './support/storedSession';
import { SHELL, useConsole } from './support/useConsole';

/** index.html's markup of the sign-in screen, and the screen the console's code draws. */
const MARKUP = '#jimu-first-view';
const DRAWN = '#app .jimu-auth-card';
/** The markup's sign-in card (the one after it says the code could not load). */
const MARKUP_CARD = `${MARKUP} > main:not([data-first-view-failed]) .jimu-auth-card`;

/**
 * Holds the console's entry file until the test releases it: the page has its HTML and the route
 * preloader, not its code, as on a slow network.
 */
async function holdEntry(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((done) => {
    release = done;
  });
  await page.route(/\/static\/main-\w+\.js$/, async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  return release;
}

/** Notes, from the page's first frame on, whether the markup was ever on show (`window.__markupShown`). */
async function watchMarkup(page: Page): Promise<void> {
  await page.addInitScript((selector) => {
    const frame = () => {
      const markup = document.querySelector(selector);
      if (markup && getComputedStyle(markup).display !== 'none')
        (window as unknown as { __markupShown: boolean }).__markupShown = true;
      if (!document.querySelector(`#app ${'.jimu-auth-card, .jimu-shell'}`)) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }, MARKUP);
}

const markupShown = (page: Page) =>
  page.evaluate(() => (window as unknown as { __markupShown?: boolean }).__markupShown === true);

/** Where the card is and how it is coloured: the same on the markup and on the screen drawn after it. */
const look = (page: Page, card: string) =>
  page.locator(card).evaluate((element) => {
    const { x, y, width, height } = element.getBoundingClientRect();
    const button = element.querySelector('.jimu-button') as HTMLElement;
    const input = element.querySelector('input') as HTMLElement;
    const style = (node: Element) => getComputedStyle(node);
    return {
      box: [x, y, width, height],
      card: style(element).backgroundColor,
      button: [style(button).backgroundColor, style(button).color],
      input: [
        style(input).borderColor,
        style(input).fontSize,
        style(input.closest('.jimu-input') as Element).height,
      ],
    };
  });

// The sign-in screen is in index.html as markup (scripts/build/firstView.ts): the route preloader
// shows it as the page is parsed, long before the console's code has arrived and run, and the
// screen the code draws takes it over with whatever the person did on it meanwhile.
describe('#29 the sign-in screen from index.html, before the console code runs', () => {
  const ctx = useConsole();

  it('#29 typed text, the caret and Enter on the markup carry over: the screen signs in', async () => {
    const { page, errors } = ctx;
    await watchMarkup(page);
    const release = await holdEntry(page);
    await page.goto(`${ctx.app.url}/#/login`, { waitUntil: 'commit' });
    const markup = page.locator(MARKUP);
    await markup.getByLabel('密码').waitFor();
    // The welcome line greets by the visitor's hour, like the screen drawn by the code.
    const hour = await page.evaluate(() => new Date().getHours());
    await expect
      .poll(() => page.locator(`${MARKUP_CARD} .jimu-auth-welcome`).innerText())
      .toBe(`${greeting(hour, 'zh')}！欢迎来到`);
    await markup.getByLabel('用户名').fill('admin');
    await markup.getByLabel('密码').fill(DEMO_PASSWORD);
    await markup.getByLabel('密码').press('ArrowLeft');
    await markup.getByLabel('密码').press('Enter');
    release();
    await page.locator(SHELL).waitFor();
    expect(new URL(page.url()).hash).toBe('#/index');
    expect(await page.locator(MARKUP).count()).toBe(0);
    expect(await markupShown(page)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('#29 the screen drawn by the code keeps the values, the focus and the caret, in the same place and colours', async () => {
    const { page, errors } = ctx;
    const release = await holdEntry(page);
    await page.goto(`${ctx.app.url}/#/login`, { waitUntil: 'commit' });
    const markup = page.locator(MARKUP);
    await markup.getByLabel('用户名').waitFor();
    // Until the code runs, a tab switches nothing, and says so.
    await expect
      .poll(() => markup.getByRole('tab', { name: '手机登录' }).getAttribute('aria-disabled'))
      .toBe('true');
    await markup.getByLabel('密码').fill('x');
    await markup.getByLabel('用户名').fill('adm');
    await markup.getByLabel('用户名').press('ArrowLeft');
    await markup.getByLabel('用户名').press('ArrowLeft');
    const before = await look(page, MARKUP_CARD);
    release();
    await page.locator(DRAWN).waitFor();
    // One form on the page, from the first frame the code drew: the markup went in the same commit.
    expect(await page.locator(MARKUP).count()).toBe(0);
    expect(await page.locator('form').count()).toBe(1);
    expect(await page.getByLabel('用户名').inputValue()).toBe('adm');
    expect(await page.getByLabel('密码').inputValue()).toBe('x');
    expect(
      await page.evaluate(() => {
        const active = document.activeElement as HTMLInputElement;
        return [
          active.closest('#app') !== null,
          active.autocomplete,
          active.selectionStart,
          active.selectionEnd,
        ];
      }),
    ).toEqual([true, 'username', 1, 1]);
    expect(await look(page, DRAWN)).toEqual(before);
    expect(errors).toEqual([]);
  });

  it('#29 the markup never shows to a visitor who chose English, after a session ended on its own, or signed in', async () => {
    const { browser, app } = ctx;
    const cases = [
      { name: 'English', storage: { 'jimu-language': 'en' }, session: {}, path: '/login', shows: 'Sign in' },
      {
        name: 'ended session',
        storage: {},
        session: { 'jimu-session-end': 'expired' },
        path: '/login',
        shows: '登录已过期',
      },
    ];
    for (const { name, storage, session, path, shows } of cases) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const errors = watchConsoleErrors(page);
      await page.addInitScript(
        ([local, tab]) => {
          for (const [key, value] of Object.entries(local)) localStorage.setItem(key, value);
          for (const [key, value] of Object.entries(tab)) sessionStorage.setItem(key, value);
        },
        [storage, session] as const,
      );
      await watchMarkup(page);
      await page.goto(`${app.url}/#${path}`);
      await page.locator(DRAWN).getByText(shows).first().waitFor();
      expect({ name, shown: await markupShown(page), errors }).toEqual({ name, shown: false, errors: [] });
      await context.close();
    }
    // Signed in, a list page's address: the rows, never the sign-in screen.
    const context = await browser.newContext({ storageState: await storedSession(app, 'admin') });
    const page = await context.newPage();
    await watchMarkup(page);
    await page.goto(`${app.url}/#/user_center/userManagement`);
    await page.locator('.jimu-crud tbody tr.jimu-table-row').first().waitFor();
    expect(await markupShown(page)).toBe(false);
    await context.close();
  });

  it('#29 a link on the markup followed before the code runs leaves it for the screen it names', async () => {
    const { page, errors } = ctx;
    const release = await holdEntry(page);
    await page.goto(`${ctx.app.url}/#/login`, { waitUntil: 'commit' });
    const markup = page.locator(MARKUP);
    await markup.getByRole('link', { name: '注册账号' }).click();
    await expect.poll(() => markup.isVisible()).toBe(false);
    release();
    await page.getByRole('heading', { name: '注册', exact: true }).waitFor();
    expect(await page.locator(MARKUP).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('#29 when the console code cannot load, the markup says so instead of a form nothing would take over', async () => {
    const { page, errors } = ctx;
    const entry = /\/static\/main-\w+\.js$/;
    await page.route(entry, (route) => route.abort('connectionreset'));
    await page.goto(`${ctx.app.url}/#/login`, { waitUntil: 'commit' });
    const notice = page.locator(MARKUP).getByRole('alert');
    await expect.poll(() => notice.isVisible()).toBe(true);
    expect(await notice.getByRole('heading').textContent()).toBe('此页面的代码没有加载成功');
    expect(await page.locator('form:visible').count()).toBe(0);
    // The connection is back: reloading from the notice brings the screen the code draws.
    await page.unroute(entry);
    await notice.getByRole('button', { name: '重新加载' }).click();
    await page.locator(DRAWN).waitFor();
    expect(errors.filter((error) => !/ERR_CONNECTION_RESET.*main-\w+\.js/.test(error))).toEqual([]);
  });
});
