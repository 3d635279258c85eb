import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { launchBrowser, type TestBrowser } from './support/launchBrowser';
import { openShowcase } from './support/showcaseChecks';
import { type RunningConsole, startConsole } from './support/startConsole';
import { openSignedIn } from './support/useConsole';

// The showcase's inline edit table, card and list screens, in Chromium.
describe('showcase: tables and cards', () => {
  let app: RunningConsole;
  let browser: TestBrowser;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    app = await startConsole();
    browser = await launchBrowser();
    page = await openSignedIn(browser, app, '/', { errors });
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  const showcase = (name: string) => page.locator(`[data-testid="showcase-${name}"]:visible`);
  const firstRow = () => showcase('inlineEditTable').locator('tbody tr').first();
  const edits: unknown[] = [];
  const watchEdits = () =>
    page.on('request', (request) => {
      if (request.url().endsWith('/table/doEdit')) edits.push(request.postDataJSON());
    });

  const cards = () => showcase('card').getByTestId('showcase-card-item');
  const total = () => showcase('card').locator('.jimu-pagination-total').textContent();

  it('#17.1 card 1, 2: 12 cards of 50; status draft → 12 cards all 草稿 of 15', async () => {
    await openShowcase(page, app.url, '/vab/card', 'card');
    await expect.poll(() => cards().count()).toBe(12);
    await expect.poll(total).toMatch(/\b50\b/);
    expect(await seriousViolations(page, { scope: '[data-testid="showcase-card"]' })).toEqual([]);
    await showcase('card').getByTestId('showcase-card-status').selectOption('draft');
    await expect.poll(total).toMatch(/\b15\b/);
    await expect.poll(() => cards().count()).toBe(12);
    const tags = await cards().locator('.jimu-showcase-card-meta').allTextContents();
    expect(tags.every((text) => text.includes('草稿'))).toBe(true);
  });

  it('#17.1 card 3: searching 路由 gives 8 cards, each title containing 路由', async () => {
    await showcase('card').getByTestId('showcase-card-status').selectOption('');
    await showcase('card').getByRole('textbox', { name: '标题' }).fill('路由');
    await showcase('card').getByTestId('showcase-card-query').click();
    await expect.poll(total).toMatch(/\b8\b/);
    const titles = await showcase('card').getByTestId('showcase-card-title').allTextContents();
    expect(titles).toHaveLength(8);
    expect(titles.every((title) => title.includes('路由'))).toBe(true);
  });

  it('#17.1 card 4: hovering a cover centres the lens on the pointer, showing the cover picture', async () => {
    const cover = cards().first().locator('.jimu-showcase-magnifier');
    const box = await cover.boundingBox();
    if (!box) throw new Error('no cover');
    const x = box.x + box.width * 0.4;
    const y = box.y + box.height * 0.6;
    await page.mouse.move(x, y);
    const lens = showcase('card').getByTestId('showcase-card-lens');
    await lens.waitFor();
    const lensBox = await lens.boundingBox();
    expect(Math.abs((lensBox?.x ?? 0) + (lensBox?.width ?? 0) / 2 - x)).toBeLessThanOrEqual(2);
    expect(Math.abs((lensBox?.y ?? 0) + (lensBox?.height ?? 0) / 2 - y)).toBeLessThanOrEqual(2);
    const src = await cards().first().locator('img').getAttribute('src');
    expect(await lens.evaluate((el) => getComputedStyle(el).backgroundImage)).toContain(src ?? '?');
  });

  it('#17.1 inlineEditTable 1: edit row 1, type 行内编辑测试, Enter → posted and still there after a reload', async () => {
    watchEdits();
    await openShowcase(page, app.url, '/vab/table/inlineEditTable', 'inlineEditTable');
    await expect.poll(() => showcase('inlineEditTable').locator('tbody tr').count()).toBe(20);
    expect(await seriousViolations(page, { scope: '[data-testid="showcase-inlineEditTable"]' })).toEqual([]);
    await firstRow().getByTestId('showcase-inlineEditTable-edit').click();
    await firstRow().getByTestId('showcase-inlineEditTable-title').fill('行内编辑测试');
    await firstRow().getByTestId('showcase-inlineEditTable-title').press('Enter');
    await expect.poll(() => edits.length).toBe(1);
    expect(edits[0]).toMatchObject({ title: '行内编辑测试' });
    await page.reload();
    await showcase('inlineEditTable').waitFor();
    await expect
      .poll(() => firstRow().getByTestId('showcase-inlineEditTable-cell-title').textContent())
      .toBe('行内编辑测试');
  });

  it('#17.1 inlineEditTable 2, 3: Esc restores the title and posts nothing; an empty title shows the required error', async () => {
    const posted = edits.length;
    await firstRow().getByTestId('showcase-inlineEditTable-edit').click();
    await firstRow().getByTestId('showcase-inlineEditTable-title').fill('不会保存');
    await firstRow().getByTestId('showcase-inlineEditTable-title').press('Escape');
    await expect
      .poll(() => firstRow().getByTestId('showcase-inlineEditTable-cell-title').textContent())
      .toBe('行内编辑测试');
    await firstRow().getByTestId('showcase-inlineEditTable-edit').click();
    await firstRow().getByTestId('showcase-inlineEditTable-title').fill('');
    await firstRow().getByTestId('showcase-inlineEditTable-save').click();
    await firstRow().getByRole('alert').getByText('请输入标题').waitFor();
    await firstRow().getByTestId('showcase-inlineEditTable-title').press('Escape');
    expect(edits.length).toBe(posted);
  });

  it('#17.1 inlineEditTable: a save the server refuses puts the row back and reopens its editor with what was typed', async () => {
    const row = () => showcase('inlineEditTable').locator('tbody tr').nth(1);
    const original = await row().getByTestId('showcase-inlineEditTable-cell-title').textContent();
    await page.route('**/table/doEdit', (route) =>
      route.fulfill({ json: { code: 500, msg: '模拟保存失败', data: null } }),
    );
    try {
      await row().getByTestId('showcase-inlineEditTable-edit').click();
      await row().getByTestId('showcase-inlineEditTable-title').fill('被拒绝的标题');
      await row().getByTestId('showcase-inlineEditTable-title').press('Enter');
      await page.locator('.semi-toast-content', { hasText: '模拟保存失败' }).waitFor();
      await expect
        .poll(() => row().getByTestId('showcase-inlineEditTable-title').inputValue())
        .toBe('被拒绝的标题');
    } finally {
      await page.unroute('**/table/doEdit');
    }
    await row().getByTestId('showcase-inlineEditTable-title').press('Escape');
    await expect
      .poll(() => row().getByTestId('showcase-inlineEditTable-cell-title').textContent())
      .toBe(original);
  });

  const items = () => showcase('list').getByTestId('showcase-list-item');
  const listTotal = () => showcase('list').locator('.jimu-pagination-total').textContent();

  it('#17.1 list 1: 10 items; 已删除 → every item tagged 已删除, total 25', async () => {
    await openShowcase(page, app.url, '/vab/list', 'list');
    await expect.poll(() => items().count()).toBe(10);
    expect(await seriousViolations(page, { scope: '[data-testid="showcase-list"]' })).toEqual([]);
    await showcase('list').getByTestId('showcase-list-status').getByText('已删除').click();
    await expect.poll(listTotal).toMatch(/\b25\b/);
    const texts = await items().allTextContents();
    expect(texts.every((text) => text.includes('已删除'))).toBe(true);
  });

  it('#17.1 list 2: an edited title shows in the list after save', async () => {
    await items().first().getByTestId('showcase-list-edit').click();
    const field = page.getByRole('dialog').getByLabel('标题');
    await field.fill('列表编辑测试');
    await page.getByRole('dialog').getByRole('button', { name: '提交' }).click();
    await expect
      .poll(() => items().first().getByTestId('showcase-list-title').textContent())
      .toBe('列表编辑测试');
  });

  it('#17.1 list 3: a deleted item is gone and the total drops by one, also after a reload', async () => {
    await expect.poll(listTotal).toMatch(/\b25\b/);
    const id = await items().first().getAttribute('data-id');
    const before = 25;
    await items().first().getByTestId('showcase-list-remove').click();
    await page
      .locator('.semi-popconfirm')
      .getByRole('button', { name: /确定|OK/ })
      .click();
    await expect.poll(async () => Number((await listTotal())?.match(/\d+/)?.[0])).toBe(before - 1);
    await page.reload();
    await showcase('list').waitFor();
    await showcase('list').getByTestId('showcase-list-status').getByText('已删除').click();
    await expect.poll(async () => Number((await listTotal())?.match(/\d+/)?.[0])).toBe(before - 1);
    expect(await showcase('list').locator(`[data-id="${id}"]`).count()).toBe(0);
  });

  it('#17.1 inlineEditTable 4: signed in as test there is no 编辑', async () => {
    // Console errors of the admin part; the admin page ends with its context.
    expect(errors).toEqual([]);
    await page.context().close();
    page = await openSignedIn(browser, app, '/vab/table/inlineEditTable', { account: 'test' });
    await showcase('inlineEditTable').waitFor();
    await expect.poll(() => showcase('inlineEditTable').locator('tbody tr').count()).toBe(20);
    expect(await showcase('inlineEditTable').getByTestId('showcase-inlineEditTable-edit').count()).toBe(0);
  });
});
