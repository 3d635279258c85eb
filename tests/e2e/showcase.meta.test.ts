import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { openShowcase } from './support/showcaseChecks';
import { showcaseAxe, shownShowcase, useShowcaseSession } from './support/showcaseSession';

// The showcase's dynamic meta, dynamic segments, nested menus and error log (with the run-time
// menu meta and tab-by-key APIs), as admin in Chromium.
describe('showcase: dynamic meta, dynamic segments, nested menus, error log', () => {
  const s = useShowcaseSession();
  let page: Page;
  beforeAll(() => {
    page = s.page;
  });

  const menuItem = (path: string) => page.locator(`.jimu-shell-sider a.jimu-menu-item[href="#${path}"]`);
  const activeTab = () => page.locator('[data-testid="tabs-bar"] .jimu-tab.is-active');
  const selectedMenu = () => page.locator('.jimu-shell-sider a.jimu-menu-item.is-selected');
  const showcase = (name: string) => page.locator(shownShowcase(name));

  it('#17.2 dynamicMeta 1: 徽章 +1 three times shows badge 3 on the menu entry; 移除 removes it', async () => {
    await openShowcase(page, s.app.url, '/other/dynamicMeta', 'dynamicMeta');
    for (let i = 0; i < 3; i++)
      await showcase('dynamicMeta').getByTestId('showcase-dynamicMeta-badgePlus').click();
    await expect
      .poll(() => menuItem('/other/dynamicMeta').locator('.jimu-menu-badge').textContent())
      .toBe('3');
    await showcase('dynamicMeta').getByTestId('showcase-dynamicMeta-badgeRemove').click();
    await expect.poll(() => menuItem('/other/dynamicMeta').locator('.jimu-menu-badge').count()).toBe(0);
    expect(await showcaseAxe(page, 'dynamicMeta')).toEqual([]);
  });

  it('#17.2 dynamicMeta 2: a new title shows in the menu, the active tab, the breadcrumb and document.title; reload restores it', async () => {
    await showcase('dynamicMeta').getByLabel('新标题').fill('积木演示');
    await showcase('dynamicMeta').getByTestId('showcase-dynamicMeta-apply').click();
    await expect
      .poll(() => menuItem('/other/dynamicMeta').locator('.jimu-menu-text').textContent())
      .toBe('积木演示');
    await expect.poll(() => activeTab().locator('.jimu-tab-title').textContent()).toBe('积木演示');
    await expect.poll(() => page.locator('.jimu-breadcrumb-current').first().textContent()).toBe('积木演示');
    await expect.poll(() => page.title()).toMatch(/^积木演示/);
    await page.reload();
    await showcase('dynamicMeta').waitFor();
    await expect
      .poll(() => menuItem('/other/dynamicMeta').locator('.jimu-menu-text').textContent())
      .toBe('动态 Meta');
    await expect.poll(() => page.title()).toMatch(/^动态 Meta/);
  });

  it('#17.2 dynamicMeta 3: 高亮「多标签页」 selects 多标签页 in the menu while this page shows', async () => {
    await showcase('dynamicMeta').getByTestId('showcase-dynamicMeta-highlight').click();
    await expect.poll(() => selectedMenu().getAttribute('href')).toBe('#/other/tabs');
    await showcase('dynamicMeta').getByTestId('showcase-dynamicMeta-resetHighlight').click();
    await expect.poll(() => selectedMenu().getAttribute('href')).toBe('#/other/dynamicMeta');
  });

  it('#17.2 dynamicMeta 4: picking kanban draws the kanban icon on the menu entry and the tab', async () => {
    const choice = showcase('dynamicMeta').locator('button[data-icon="kanban"]');
    await choice.click();
    const picked = await choice.locator('svg').innerHTML();
    await expect.poll(() => menuItem('/other/dynamicMeta').locator('svg').first().innerHTML()).toBe(picked);
    await expect.poll(() => activeTab().locator('.jimu-tab-icon svg').innerHTML()).toBe(picked);
    await showcase('dynamicMeta').getByTestId('showcase-dynamicMeta-resetAll').click();
    await expect
      .poll(() => menuItem('/other/dynamicMeta').locator('svg').first().innerHTML())
      .not.toBe(picked);
  });

  const paramsTabs = () => page.locator('[data-testid="tabs-bar"] .jimu-tab', { hasText: /^Params Id=/ });

  it('#17.2 dynamicSegmentParams 1-3: ids 2 and 3 open two tabs renamed by key; reopening 2 reuses its tab; the menu stays on 参数 test1/1', async () => {
    await openShowcase(page, s.app.url, '/other/dynamicSegment/test1/1', 'dynamicSegmentParams');
    const open = async (id: number) => {
      await showcase('dynamicSegmentParams').getByLabel('id', { exact: true }).fill(String(id));
      await showcase('dynamicSegmentParams').getByTestId('showcase-dynamicSegmentParams-open').click();
      await page.waitForURL(new RegExp(`#/other/dynamicSegment/test1/${id}$`));
      await showcase('dynamicSegmentParams')
        .getByTestId('showcase-dynamicSegmentParams-id')
        .filter({ hasText: `${id}` })
        .waitFor();
    };
    await open(2);
    await open(3);
    await expect.poll(() => paramsTabs().allInnerTexts()).toEqual(['Params Id=2', 'Params Id=3']);
    expect(await activeTab().innerText()).toBe('Params Id=3');
    expect(
      await showcase('dynamicSegmentParams').getByTestId('showcase-dynamicSegmentParams-route').textContent(),
    ).toContain('"id": "3"');
    await open(2);
    await expect.poll(() => activeTab().innerText()).toBe('Params Id=2');
    expect(await paramsTabs().count()).toBe(2);
    expect(await selectedMenu().getAttribute('href')).toBe('#/other/dynamicSegment/test1/1');
    expect(await showcaseAxe(page, 'dynamicSegmentParams')).toEqual([]);
  });

  it('#17.2 dynamicSegmentQuery 1-2: ?id=7 and ?id=8 give tabs Query Id=7 and Query Id=8 with the query shown', async () => {
    await openShowcase(page, s.app.url, '/other/dynamicSegment/test2?id=7', 'dynamicSegmentQuery');
    await expect.poll(() => activeTab().innerText()).toBe('Query Id=7');
    expect(
      await showcase('dynamicSegmentQuery').getByTestId('showcase-dynamicSegmentQuery-route').textContent(),
    ).toMatch(/"query": \{\s*"id": "7"\s*\}/);
    await openShowcase(page, s.app.url, '/other/dynamicSegment/test2?id=8', 'dynamicSegmentQuery');
    await expect.poll(() => activeTab().innerText()).toBe('Query Id=8');
    const queryTabs = page.locator('[data-testid="tabs-bar"] .jimu-tab', { hasText: /^Query Id=/ });
    expect(await queryTabs.allInnerTexts()).toEqual(['Query Id=7', 'Query Id=8']);
    expect(await selectedMenu().getAttribute('href')).toBe('#/other/dynamicSegment/test1/1');
    await expect.poll(() => page.title()).toMatch(/^Query Id=8/);
    expect(await showcaseAxe(page, 'dynamicSegmentQuery')).toEqual([]);
  });

  it('RT-05 nestedMenu 1-3: 菜单 1 lists 1-1 and 1-2-1 (not 1-2); the breadcrumb follows the route chain; input survives a tab switch', async () => {
    await openShowcase(page, s.app.url, '/other/nested/menu1/menu1-2/menu1-2-1', 'nestedMenu');
    const group = page.locator('.jimu-shell-sider li', {
      has: page.locator('> button', { hasText: '菜单 1' }),
    });
    await expect
      .poll(() => group.locator('a.jimu-menu-item .jimu-menu-text').allInnerTexts())
      .toEqual(['菜单 1-1', '菜单 1-2-1']);
    // `levelHidden` shapes the menu only; the breadcrumb names every route of the chain.
    expect(
      await page
        .locator('.jimu-breadcrumb')
        .first()
        .locator('.jimu-breadcrumb-link, .jimu-breadcrumb-current')
        .allInnerTexts(),
    ).toEqual(['其他', '多级路由缓存', '菜单 1', '菜单 1-2', '菜单 1-2-1']);
    await showcase('nestedMenu').getByTestId('showcase-nestedMenu-input').fill('深层缓存');
    await showcase('nestedMenu').getByRole('link', { name: '菜单 1-1' }).click();
    await page.waitForURL(/menu1-1$/);
    await showcase('nestedMenu').waitFor();
    await page.locator('[data-testid="tabs-bar"] .jimu-tab', { hasText: '菜单 1-2-1' }).click();
    await page.waitForURL(/menu1-2-1$/);
    await expect
      .poll(() => showcase('nestedMenu').getByTestId('showcase-nestedMenu-input').inputValue())
      .toBe('深层缓存');
    expect(await showcaseAxe(page, 'nestedMenu')).toEqual([]);
  });

  const errorCount = async () => {
    const label = (await page.getByTestId('tool-error-log').getAttribute('aria-label')) ?? '';
    return Number(/\((\d+)\)/.exec(label)?.[1] ?? 0);
  };

  it('SE-09 errorLog 1-3: each button adds exactly one entry; the dialog lists the async one at /other/errorLog; a render error stays local', async () => {
    await openShowcase(page, s.app.url, '/other/errorLog', 'errorLog');
    for (const button of ['render', 'async', 'promise', 'api']) {
      const before = await errorCount();
      await showcase('errorLog').getByTestId(`showcase-errorLog-${button}`).click();
      await expect.poll(errorCount, { message: button }).toBe(before + 1);
      await expect
        .poll(() => page.getByTestId('tool-error-log').getAttribute('aria-label'))
        .toBe(`错误日志 (${before + 1})`);
    }
    await expect
      .poll(() => showcase('errorLog').getByTestId('showcase-errorLog-child').textContent())
      .toContain('组件出错');
    // 3: the render error stayed in the demo's own boundary: the view still shows the demo (whose
    // later buttons worked above), never the shell's route error page.
    expect(await page.locator('.jimu-view:not([hidden]) .jimu-result').count()).toBe(0);
    expect(await showcase('errorLog').getByTestId('showcase-errorLog-api').isVisible()).toBe(true);
    expect(await showcase('errorLog').getByTestId('showcase-errorLog-list').locator('tbody tr').count()).toBe(
      await errorCount(),
    );
    await showcase('errorLog').getByTestId('showcase-errorLog-open').click();
    const dialog = page.getByRole('dialog', { name: '错误日志' });
    const entry = dialog.locator('.jimu-error-log-entry', { hasText: 'jimu-demo: uncaught' });
    await entry.waitFor();
    expect(await entry.locator('dd').first().textContent()).toBe('/other/errorLog');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await showcaseAxe(page, 'errorLog')).toEqual([]);
  });

  it('#17.1 no console errors on these demos but the four the error-log demo raises on purpose', () => {
    const expected =
      /jimu-demo: (render|uncaught|unhandled rejection)|demo\/not-found|404|The above error occurred/;
    expect(s.errors.filter((error) => !expected.test(error))).toEqual([]);
  });
});
