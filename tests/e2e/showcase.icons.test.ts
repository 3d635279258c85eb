import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { launchBrowser, type TestBrowser } from './support/launchBrowser';
import { openShowcase, setLanguage } from './support/showcaseChecks';
import { type RunningConsole, startConsole } from './support/startConsole';
import { openSignedIn } from './support/useConsole';

// The showcase's Remix icon library and icon selector, as admin in Chromium.
describe('showcase: icons', () => {
  let app: RunningConsole;
  let browser: TestBrowser;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    app = await startConsole();
    browser = await launchBrowser();
    page = await openSignedIn(browser, app, '/', { errors });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  const cards = () =>
    page.locator('[data-testid="showcase-remixIcon"]:visible [data-testid="showcase-remixIcon-card"]');
  const search = () => page.getByRole('textbox', { name: '图标名称' });
  const total = () => page.locator('[data-testid="showcase-remixIcon"]:visible .jimu-pagination-total');

  it('#17.1 remixIcon 1: 72 cards on load, total 572 over 8 pages; no axe serious/critical', async () => {
    await openShowcase(page, app.url, '/vab/icon/remixIcon', 'remixIcon');
    await expect.poll(() => cards().count()).toBe(72);
    await expect.poll(() => total().textContent()).toContain('572');
    await expect(
      page.locator('[data-testid="showcase-remixIcon"] .jimu-pagination-item', { hasText: /^8$/ }).count(),
    ).resolves.toBe(1);
    expect(await seriousViolations(page, { scope: '[data-testid="showcase-remixIcon"]' })).toEqual([]);
  });

  it('#17.1 remixIcon 2: searching home gives exactly the six home glyphs', async () => {
    await search().fill('home');
    await search().press('Enter');
    await expect.poll(() => cards().count()).toBe(6);
    const labels = await page.getByTestId('showcase-remixIcon-label').allInnerTexts();
    expect(labels.sort()).toEqual([
      'home-2-fill',
      'home-2-line',
      'home-4-fill',
      'home-4-line',
      'home-fill',
      'home-line',
    ]);
    await expect.poll(() => total().textContent()).toMatch(/\b6\b/);
  });

  it('#17.1 remixIcon 3: page size 144 → 144 cards; page 4 → the last 140', async () => {
    await search().fill('');
    await page.getByTestId('showcase-remixIcon-query').click();
    await expect.poll(() => cards().count()).toBe(72);
    const size = page.locator('[data-testid="showcase-remixIcon"] .jimu-page-size').last();
    await size.getByRole('combobox').click();
    await page.getByRole('listbox').getByRole('option', { name: /^144 / }).click();
    await expect.poll(() => cards().count()).toBe(144);
    await page
      .locator('[data-testid="showcase-remixIcon"] .jimu-pagination-item', { hasText: /^4$/ })
      .click();
    await expect.poll(() => cards().count()).toBe(140);
  });

  it('#17.1 remixIcon 4: clicking the home-line card copies <RemixIcon name="home-line" />; the label copies the name', async () => {
    await search().fill('home-line');
    await page.getByTestId('showcase-remixIcon-query').click();
    await expect.poll(() => cards().count()).toBe(1);
    await cards().first().locator('button').first().click();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toBe('<RemixIcon name="home-line" />');
    await page.getByText('已复制', { exact: false }).first().waitFor();
    await page.getByTestId('showcase-remixIcon-label').first().click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('home-line');
  });

  it('#17.1 remixIcon 5: every visible <use> resolves to a symbol of the sprite and draws at least 24 px', async () => {
    await search().fill('');
    await page.getByTestId('showcase-remixIcon-query').click();
    await expect.poll(() => cards().count()).toBe(144);
    const result = await page.evaluate(async () => {
      const uses = [
        ...document.querySelectorAll(
          '[data-testid="showcase-remixIcon"] [data-testid="showcase-remixIcon-card"] use',
        ),
      ];
      const href = uses[0].getAttribute('href') ?? '';
      const sprite = new DOMParser().parseFromString(
        await (await fetch(href.split('#')[0])).text(),
        'image/svg+xml',
      );
      const missing = uses
        .map((u) => u.getAttribute('href')?.split('#')[1])
        .filter((id) => !sprite.getElementById(id ?? ''));
      const small = uses
        .map((u) => (u.parentNode as SVGSVGElement).getBoundingClientRect())
        .filter((box) => box.width < 24 || box.height < 24);
      return { count: uses.length, missing, small: small.length };
    });
    expect(result).toEqual({ count: 144, missing: [], small: 0 });
  });

  it('#17.1 iconSelector 1: typing home shows 6 icons after the debounce; clicking home-2-fill fills and closes', async () => {
    await openShowcase(page, app.url, '/vab/icon/iconSelector', 'iconSelector');
    const plain = page.getByTestId('showcase-iconSelector-plain');
    await expect.poll(() => plain.getByTestId('icon-selector-input').inputValue()).toBe('24-hours-fill');
    await plain.getByTestId('icon-selector-input').click();
    await expect.poll(() => plain.getByRole('option').count()).toBe(24);
    await plain.getByLabel('搜索图标').fill('home');
    await expect.poll(() => plain.getByRole('option').count()).toBe(6);
    await plain.getByRole('option', { name: 'home-2-fill' }).click();
    await expect.poll(() => plain.getByTestId('icon-selector-input').inputValue()).toBe('home-2-fill');
    expect(await plain.getByTestId('icon-selector-panel').count()).toBe(0);
    expect(await seriousViolations(page, { scope: '[data-testid="showcase-iconSelector"]' })).toEqual([]);
  });

  it('#17.1 iconSelector 2: the form submits {"icon":"home-2-fill"}; cleared, it shows the translated required error', async () => {
    const form = page.getByTestId('showcase-iconSelector-form');
    await form.getByTestId('icon-selector-input').click();
    await form.getByLabel('搜索图标').fill('home-2');
    await expect.poll(() => form.getByRole('option').count()).toBe(2);
    await form.getByRole('option', { name: 'home-2-fill' }).click();
    await form.getByRole('button', { name: '提交' }).click();
    await expect
      .poll(() => page.getByTestId('showcase-iconSelector-result').textContent())
      .toBe('{"icon":"home-2-fill"}');
    await form.getByTestId('icon-selector-input').click();
    await form.getByTestId('icon-selector-clear').click();
    await form.getByRole('button', { name: '提交' }).click();
    await expect.poll(() => form.textContent()).toMatch(/必填|不能为空/);
  });

  it('#17.1 iconSelector 3: keyboard only — Tab in, Enter opens, ArrowRight ×2, Enter picks the third icon', async () => {
    const plain = page.getByTestId('showcase-iconSelector-plain');
    await plain.getByRole('heading').click();
    await page.keyboard.press('Tab');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
      .toBe('icon-selector-input');
    await page.keyboard.press('Enter');
    await expect.poll(() => plain.getByRole('option').count()).toBe(24);
    const third = await plain.getByRole('option').nth(2).getAttribute('data-icon');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect.poll(() => plain.getByTestId('icon-selector-input').inputValue()).toBe(third);
    expect(third).toBe('home-2-line');
    expect(await plain.getByTestId('icon-selector-panel').count()).toBe(0);
  });

  it('#17.1 the icon screens speak English', async () => {
    await setLanguage(page, 'en');
    await openShowcase(page, app.url, '/vab/icon/remixIcon', 'remixIcon');
    await expect.poll(() => page.getByTestId('showcase-remixIcon-query').textContent()).toBe('Search');
    expect(await page.getByTestId('showcase-view-config').first().textContent()).toBe('View config');
    await setLanguage(page, 'zh');
  });

  it('#17 shared: 查看配置 shows the route entry as YAML; 查看源码 loads the demo file on click', async () => {
    await openShowcase(page, app.url, '/vab/icon/remixIcon', 'remixIcon');
    await page.getByTestId('showcase-view-config').click();
    await expect
      .poll(() => page.getByTestId('showcase-config-text').textContent())
      .toContain('component: showcase/remixIcon');
    await page.keyboard.press('Escape');
    const sources: string[] = [];
    page.on('response', (response) => sources.push(response.url()));
    await page.getByTestId('showcase-view-source').click();
    await expect
      .poll(() => page.getByTestId('showcase-source-text').textContent())
      .toContain('export default function RemixIconShowcase');
    expect(sources.some((url) => url.endsWith('.js'))).toBe(true);
    await page.keyboard.press('Escape');
    expect(errors).toEqual([]);
  });
});
