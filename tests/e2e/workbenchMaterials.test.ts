import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type TestBrowser, type Viewport } from './support/launchBrowser';
import { type RunningConsole, startConsole } from './support/startConsole';
import { openSignedIn } from './support/useConsole';

// The material centre in Chromium: its gallery, detail, create with located errors and live
// preview, permissions, phone width, English and dark mode. One console, tests in order.
describe('#15.3 material centre in Chromium (§5.16)', () => {
  let app: RunningConsole;
  let browser: TestBrowser;
  let page: Page;
  /** The console errors of every test's page, checked at the end of the walk. */
  const errors: string[] = [];

  beforeAll(async () => {
    [app, browser] = await Promise.all([startConsole(), launchBrowser()]);
    // Builds the sample console unless a build of the same content is kept (a fresh build takes 20-30 s on a
    // loaded 2-core machine) while Chromium starts.
  }, 120_000);
  // Each test's page has its own context (a test without one finds the last closed already).
  afterEach(async () => {
    await page?.context().close();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  /** Opens `hashPath` in a new context signed in as `username`: no screen of the last test is kept. */
  const open = async (hashPath: string, username = 'admin', viewport?: Viewport) => {
    page = await openSignedIn(browser, app, hashPath, { account: username, viewport, errors });
    return page;
  };
  const card = (name: string) => page.locator(`[data-material="${name}"]`);
  const cards = () =>
    page.locator('.wb-material-card').evaluateAll((all) => all.map((c) => c.getAttribute('data-material')));
  const contentEditor = () => page.getByRole('textbox', { name: '内容（YAML 或 JSON）' });

  it('#15.3 §5.16 the test user browses, filters by type and copies, but sees no create, insert, edit or delete', async () => {
    await open('/material/index', 'test');
    await card('标准列表页').waitFor();
    await expect(page.getByRole('button', { name: '新建物料' }).count()).resolves.toBe(0);
    await page.getByRole('combobox', { name: '类型' }).click();
    await page.getByRole('option', { name: '页面模板' }).click();
    await expect.poll(async () => (await cards()).sort()).toEqual(['卡片列表页', '标准列表页'].sort());
    // the live thumbnail is the runtime's own table, not a picture
    await card('标准列表页').getByText('published').first().waitFor({ state: 'attached' });
    await card('标准列表页').getByRole('button', { name: '标准列表页' }).click();
    await page.getByRole('button', { name: '复制 YAML' }).waitFor();
    for (const name of ['插入到…', '复制为新物料', '编辑', '删除'])
      await expect(page.getByRole('button', { name }).count()).resolves.toBe(0);
    await page.goBack();
    await expect.poll(() => page.locator('.semi-sidesheet-inner').count()).toBe(0);
    await page.goto(`${app.url}/#/material/create`);
    await page.getByText('只读账号可以浏览和复制物料').waitFor();
    await expect(page.getByRole('button', { name: '发布' }).count()).resolves.toBe(0);
  });

  it('#15.3 §5.16 search and tags narrow the gallery; F5 keeps the filter', async () => {
    await open('/material/index');
    await card('手机号字段').waitFor();
    await page.getByRole('textbox', { name: '搜索名称、描述或标签' }).fill('手机');
    await expect.poll(cards).toEqual(['手机号字段']);
    await page.getByRole('textbox', { name: '搜索名称、描述或标签' }).fill('');
    await page.getByRole('combobox', { name: '标签' }).click();
    await page.getByRole('option', { name: '校验' }).click();
    await expect
      .poll(async () => (await cards()).sort())
      .toEqual(['手机号字段', '邮箱字段', '金额字段'].sort());
    await page.reload();
    await expect
      .poll(async () => (await cards()).sort())
      .toEqual(['手机号字段', '邮箱字段', '金额字段'].sort());
  });

  it('#15.3 §5.16 create a column: `cell: foo` is refused at 3:7 and keeps what was typed; a tag cell previews as a tag; publish opens it', async () => {
    await open('/material/create');
    await page.getByLabel('名称', { exact: true }).fill('状态列（测试）');
    await contentEditor().fill('field: status\ntitle: field.status\ncell: foo\n');
    await expect.poll(() => page.getByTestId('wb-validation').innerText()).toContain('content.yaml:3:7');
    await page.getByRole('button', { name: '发布' }).click();
    await expect.poll(() => page.getByTestId('wb-validation').innerText()).toContain('schema-enum');
    await expect(page.getByLabel('名称', { exact: true }).inputValue()).resolves.toBe('状态列（测试）');
    await expect.poll(() => contentEditor().innerText()).toContain('cell: foo');
    await contentEditor().fill(
      'field: status\ntitle: field.status\ncell: { type: tag, colors: { published: green } }\n',
    );
    const tag = page.getByTestId('wb-preview').getByText('published').first();
    await tag.waitFor();
    // the runtime's own tag cell, coloured green
    expect(await tag.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    await page.getByRole('button', { name: '发布' }).click();
    await page.locator('.semi-sidesheet-inner').getByText('状态列（测试）').first().waitFor();
    expect(page.url()).toMatch(/material\/index\?open=\d+/);
  });

  it('#15.3 §5.16 done when: a field material inserted into a designer form appears on the canvas and in the YAML', async () => {
    await open(`/material/index?keyword=${encodeURIComponent('手机')}`);
    await card('手机号字段').getByRole('button', { name: '手机号字段' }).click();
    await page.getByRole('button', { name: '插入到…' }).click();
    const used = page.waitForResponse((r) => r.url().includes('/workbench/material/use'));
    await page.getByRole('menuitem', { name: '表单设计器' }).click();
    expect((await used).status()).toBe(200);
    await page.getByTestId('dz-canvas').locator('[data-node="phone"]').waitFor();
    await expect.poll(() => page.url()).not.toContain('material=');
    await page.locator('.dz-bar').getByText('YAML', { exact: true }).click();
    const yaml = page.getByTestId('dz-yaml').locator('.cm-content');
    await expect.poll(() => yaml.innerText()).toMatch(/phone:[\s\S]*pattern: \^1\\d\{10\}\$/);
    await expect.poll(() => yaml.innerText()).toContain('ui:placeholder: "13800000000"');
  });

  it('#15.3 §5.16 a material needing a plugin the project lacks is marked unavailable in the gallery and the detail, which offers no insert; in JIMU it is usable', async () => {
    const name = '画廊展示路由';
    await open(`/material/index?projectId=1&keyword=${encodeURIComponent(name)}`);
    await expect.poll(() => card(name).textContent()).toContain('不可用：缺少插件 example');
    await card(name).getByRole('button', { name }).click();
    const sheet = page.locator('.semi-sidesheet-inner');
    await sheet.getByText('不可用：缺少插件 example').waitFor();
    await sheet.getByRole('button', { name: '复制 YAML' }).waitFor();
    expect(await sheet.getByRole('button', { name: '插入到…' }).count()).toBe(0);
    // JIMU has the example plugin: the same material is usable there.
    await page.goto(`${app.url}/#/material/index?projectId=0&keyword=${encodeURIComponent(name)}`);
    await card(name).getByRole('button', { name }).waitFor();
    await expect.poll(() => card(name).textContent()).not.toContain('不可用');
  });

  it('#15.3 §5.16 at 390 px in English and dark mode: no sideways scrolling, the detail is a full-width sheet', async () => {
    // Opened at phone width; the language and dark mode are read as the console loads.
    await open('/material/index', 'admin', { width: 390, height: 844 });
    await page.evaluate(() => {
      localStorage.setItem('jimu-language', 'en');
      localStorage.setItem('jimu-dark-mode', 'true');
    });
    await page.reload();
    await card('标准列表页').waitFor();
    await expect.poll(() => page.evaluate(() => document.body.getAttribute('theme-mode'))).toBe('dark');
    await page.getByRole('button', { name: 'New material' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await card('标准列表页').getByRole('button').click();
    await page.getByRole('button', { name: 'Copy YAML' }).waitFor();
    const inner = page.locator('.semi-sidesheet-inner');
    expect(Math.round((await inner.boundingBox())?.width ?? 0)).toBe(390);
  });

  it('no console errors on the way', () => {
    // The refused save (400) is part of the walk; nothing else may fail.
    expect(
      errors.filter((e) => !/status of 400 \(Bad Request\) \S+\/workbench\/material\/save/.test(e)),
    ).toEqual([]);
  });
});
