import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useConsole } from './support/useConsole';

// The template set and template file screens in Chromium
// against the real mock back end: built-in sets are read-only, a copy is editable, a file save is
// validated (Liquid errors at their line) and version-checked, each role sees only what it may do.
describe('#14.5 §5.8.1 §5.8.2 code templates in Chromium', () => {
  const ctx = useConsole();
  const SETS = '/workbench/project/gen_tpl/index';

  /** Calls the API with the signed-in user's token, as a script in the page could. */
  const api = (page: Page, path: string, body?: unknown) =>
    page.evaluate(
      async ([path, body]) => {
        const token = localStorage.getItem('admin-token');
        const response = await fetch(path as string, {
          method: body === undefined ? 'GET' : 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        return { status: response.status, body: await response.json() };
      },
      [path, body] as const,
    );
  const card = (page: Page, name: string) => page.locator(`[data-set="${name}"]`);
  const editorText = (page: Page) => page.locator('.cm-content').first().innerText();
  /** Replaces the text of the template editor, as typing would. */
  const typeTemplate = async (page: Page, text: string) => {
    await page.locator('.cm-content').first().click();
    await page.keyboard.press('Control+a');
    await page.keyboard.insertText(text);
  };
  /** A custom copy of jimu-crud made through the API (from any signed-in page), opened on its README file. */
  const openCopy = async (page: Page) => {
    const sets = await api(page, '/workbench/templateSet/getList');
    const crud = sets.body.data.list.find((s: { name: string }) => s.name === 'jimu-crud');
    const copy = (await api(page, '/workbench/templateSet/copy', { id: crud.id })).body.data;
    const files = (await api(page, `/workbench/templateFile/getList?setId=${copy.id}`)).body.data.list;
    const readme = files.find((f: { path: string }) => f.path.startsWith('docs/'));
    await page.goto(`${ctx.app.url}/#/workbench/project/gen_tpl/files?setId=${copy.id}&fileId=${readme.id}`);
    await page.locator('.cm-content').first().waitFor();
    await page.getByRole('button', { name: '保存' }).waitFor();
    return { copy, readme };
  };

  it('#14.5 §5.8.1 built-in jimu-crud has no edit, delete or save; 复制后修改 makes "jimu-crud (副本)" whose README saves and survives F5', async () => {
    const page = await ctx.open(SETS);
    const crud = card(page, 'jimu-crud');
    await crud.getByRole('button', { name: '复制后修改' }).waitFor();
    for (const name of ['编辑', '删除']) expect(await crud.getByRole('button', { name }).count()).toBe(0);

    await crud.getByRole('button', { name: '打开文件' }).click();
    await page.getByText('内置模板集只读').waitFor();
    await page.locator('[data-file^="config/pages/"]').waitFor();
    expect(await page.getByRole('button', { name: '保存' }).count()).toBe(0);
    await page.getByRole('button', { name: '复制后修改' }).click();
    await page.getByRole('heading', { name: 'jimu-crud (副本)' }).waitFor();

    await page.getByRole('button', { name: /^docs\// }).click();
    await typeTemplate(page, '# {{ table.name }} handbook\n');
    await page.getByText('未保存').waitFor();
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText('未保存').waitFor({ state: 'detached' });
    await page.reload();
    await expect.poll(() => editorText(page)).toContain('handbook');

    await page.getByRole('button', { name: '返回模板集' }).click();
    const copy = card(page, 'jimu-crud (副本)');
    for (const name of ['编辑', '删除', '复制'])
      await copy.getByRole('button', { name, exact: true }).waitFor();
  });

  it('#14.5 §5.8.2 a save with broken Liquid shows the error at its line and keeps the typed text; 试渲染 shows the table name and stops an endless loop while the page stays usable', async () => {
    const page = await ctx.open(SETS);
    await api(page, '/workbench/generator/import', { projectId: 0, dataSourceId: 0, tables: ['goods'] });
    await openCopy(page);
    await typeTemplate(page, '# {{ table.name }}\n{% if table.comment %}\nno end');
    await page.getByRole('button', { name: '保存' }).click();
    const error = page.locator('[data-field-error="content"]');
    await expect.poll(() => error.innerText()).toContain('Liquid 语法错误 2:1');
    expect(await editorText(page)).toContain('no end');
    await page.locator('.cm-lintRange-error').first().waitFor();

    await typeTemplate(page, '# {{ table.name | pascal }} guide');
    await page.getByRole('button', { name: '试渲染' }).click();
    const output = page.locator('[data-testid="wb-render"] .cm-content');
    await expect.poll(() => output.innerText().catch(() => '')).toBe('# Goods guide');

    // An endless loop is stopped on the server (liquidjs's limits, or the worker killed after 2 s:
    // 渲染超时) while this page stays usable.
    await typeTemplate(page, '{%- for i in (1..100000000) -%}{%- endfor -%}');
    await page.getByRole('button', { name: '试渲染' }).click();
    const enabled = page.getByRole('switch', { name: '启用' });
    await enabled.click();
    await expect.poll(() => enabled.getAttribute('aria-checked')).toBe('false');
    expect(await page.locator('[data-testid="wb-render"] .semi-button-loading').count()).toBe(1);
    await expect
      .poll(() => page.getByTestId('wb-render').innerText(), { timeout: 15_000 })
      .toMatch(/1:1 .*(渲染超时|limit)/);
  });

  it('#14.5 §5.8.2 a template that writes an invalid page (cell: foo) shows the schema diagnostic for cell at its line in the test panel', async () => {
    const page = await ctx.open(SETS);
    const tables = await api(page, '/workbench/genTable/getList?projectId=0');
    if (tables.body.data.list.length === 0)
      await api(page, '/workbench/generator/import', { projectId: 0, dataSourceId: 0, tables: ['goods'] });
    await openCopy(page);
    await page.locator('[data-file^="config/pages/"]').first().click();
    await expect.poll(() => editorText(page)).toContain('page');
    await typeTemplate(
      page,
      'kind: crud\ntitle: page.goods.title\nresource: goods\ncolumns:\n  - { field: id, title: page.goods.title, cell: foo }\n',
    );
    await page.getByRole('button', { name: '试渲染' }).click();
    const validation = page.getByTestId('wb-render').getByTestId('wb-validation');
    await expect
      .poll(() => validation.innerText().catch(() => ''))
      .toMatch(/config\/pages\/[^:\s]+\.yaml:5:\d+/);
    expect(await validation.innerText()).toContain('cell');
    // The rendered text is still shown under the diagnostics, line 5 included.
    expect(await page.locator('[data-testid="wb-render"] .cm-content').innerText()).toContain('cell: foo');
  });

  it("#14.5 §5.8.2 saving over someone else's save: the conflict keeps my text, compares, and 用我的覆盖 saves it", async () => {
    const page = await ctx.open(SETS);
    const { readme } = await openCopy(page);
    await api(page, '/workbench/templateFile/doEdit', { ...readme, content: 'theirs {{ now }}' });
    await typeTemplate(page, 'mine {{ table.name }}');
    await page.getByRole('button', { name: '保存' }).click();
    const conflict = page.getByTestId('wb-tpl-conflict');
    await expect.poll(() => conflict.innerText()).toContain('已被他人修改');
    expect(await editorText(page)).toContain('mine');
    await conflict.getByRole('button', { name: '对比对方版本' }).click();
    await page.locator('.cm-mergeView').waitFor();
    await conflict.getByRole('button', { name: '用我的覆盖' }).click();
    await conflict.waitFor({ state: 'detached' });
    const stored = await api(page, `/workbench/templateFile/getList?setId=${readme.setId}`);
    expect(stored.body.data.list.find((f: { id: number }) => f.id === readme.id)).toMatchObject({
      content: 'mine {{ table.name }}',
      version: readme.version + 2,
    });
  });

  it('#14.7 §5.8.1 the test user sees the sets and files but no create, import, copy, edit, delete or save', async () => {
    const page = await ctx.open(SETS, { account: 'test' });
    await card(page, 'jimu-crud').getByRole('button', { name: '打开文件' }).waitFor();
    for (const name of ['新建模板集', '导入', '复制', '复制后修改', '编辑', '删除', '设为项目默认'])
      expect(await page.getByRole('button', { name, exact: true }).count()).toBe(0);
    await card(page, 'entity').getByRole('button', { name: '打开文件' }).click();
    await page.locator('[data-file^="server/"]').waitFor();
    for (const name of ['保存', '新建文件', '试渲染'])
      expect(await page.getByRole('button', { name, exact: true }).count()).toBe(0);
  });

  it('#14.5 §5.8.1 the editor creates a set (a taken name is refused under 名称, typed values kept) but may not delete; English, dark mode, 390 px', async () => {
    const page = await ctx.open(SETS, { account: 'editor' });
    await page.getByRole('button', { name: '新建模板集' }).click();
    const sheet = page.locator('.semi-sidesheet');
    await sheet.getByLabel('名称').fill('jimu-crud');
    await sheet.getByLabel('说明').fill('发布说明模板');
    await sheet.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => sheet.locator('[data-field-error="name"]').innerText()).toBe('已被使用');
    expect(await sheet.getByLabel('说明').inputValue()).toBe('发布说明模板');
    await sheet.getByLabel('名称').fill('release-notes');
    await sheet.getByRole('button', { name: '保存' }).click();
    await card(page, 'release-notes').waitFor();
    expect(await card(page, 'release-notes').getByRole('button', { name: '删除' }).count()).toBe(0);

    await page.evaluate(() => {
      localStorage.setItem('jimu-language', 'en');
      localStorage.setItem('jimu-dark-mode', 'true');
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.waitForFunction(() => document.body.getAttribute('theme-mode') === 'dark');
    await card(page, 'release-notes').getByRole('button', { name: 'Open files' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'New template set' }).click();
    const width = await page
      .locator('.semi-sidesheet-inner')
      .evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBeGreaterThanOrEqual(389);
    await page.locator('.semi-sidesheet').getByRole('button', { name: 'Cancel' }).click();
    await card(page, 'release-notes').getByRole('button', { name: 'Open files' }).click();
    await page.getByRole('button', { name: 'New file' }).click();
    await page.getByRole('button', { name: 'Save' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
