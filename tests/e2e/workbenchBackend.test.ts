import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useConsole } from './support/useConsole';

// The backend generator screen in Chromium against the real mock
// back end: the generated rows show as a grid whose rows are the server's answer, and the
// read-only account may look but not generate.
describe('#14 §5.11 backend generator in Chromium', () => {
  const ctx = useConsole();

  /** The whole text of a CodeMirror editor (it draws only the lines in view). */
  const docOf = (editor: ReturnType<Page['getByRole']>) =>
    editor.evaluate((el) =>
      (
        el as unknown as { cmTile: { root: { view: { state: { doc: { toString(): string } } } } } }
      ).cmTile.root.view.state.doc.toString(),
    );

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

  it('#14 §5.11 admin ticks goods, 20 rows, generates: the grid shows 20 rows whose first row is the answer’s first row, the permissions.yaml tab lists the goods rules', async () => {
    const page = await ctx.open('/workbench/project/backend/index?projectId=0', {
      viewport: { width: 390, height: 844 },
    });
    await api(page, '/workbench/generator/import', { projectId: 0, dataSourceId: 0, tables: ['goods'] });
    // The screen lists the tables imported when it loads.
    await page.reload();
    await page
      .getByText(/\(goods\)/)
      .first()
      .click();
    await page.getByRole('button', { name: '生成' }).waitFor();
    const answered = page.waitForResponse((r) => r.url().endsWith('/workbench/generator/backend'));
    await page.getByRole('button', { name: '生成' }).click();
    const answer = await (await answered).json();
    const first = answer.data.collections.goods[0] as Record<string, unknown>;
    const grid = page.getByRole('region', { name: /goods/ });
    await grid.waitFor();
    await expect.poll(() => grid.locator('tbody tr.semi-table-row').count()).toBe(20);
    const cells = await grid.locator('tbody tr.semi-table-row').first().locator('td').allInnerTexts();
    const expected = Object.values(first).map((v) =>
      v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v),
    );
    expect(cells.map((c) => c.trim())).toEqual(expected.map((c) => c.trim()));
    // JIMU is written only under jimu dev: the screen says so and offers the download.
    await page.getByText('JIMU 只在 jimu dev 下可写').waitFor();
    expect(await page.getByRole('button', { name: '应用到项目' }).count()).toBe(0);
    await page.getByRole('tab', { name: /文件/ }).click();
    await page.getByRole('tab', { name: 'permissions.yaml' }).click();
    const yaml = page.getByRole('textbox', { name: 'config/permissions.yaml' });
    for (const match of ['POST /goods/doDelete', 'POST /goods/doEdit', 'GET /goods/getList'])
      await expect
        // CodeMirror draws only the lines in view; its state holds the whole file.
        .poll(() => docOf(yaml))
        .toContain(match);
    // Readable at 390 px: the grid scrolls sideways instead of overflowing the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  it('#14 §5.11 in a writable project: badges and diff, 下载 ZIP, 应用到项目 writes the files (then all 未变), and an apply refused because the files changed meanwhile keeps the output and says which file', async () => {
    const page = await ctx.open('/workbench/project/backend/index?projectId=2', {
      viewport: { width: 1280, height: 900 },
    });
    const imported = await api(page, '/workbench/generator/import', {
      projectId: 2,
      dataSourceId: 0,
      tables: ['notices'],
    });
    const table = imported.body.data[0] as { resource: string };
    await page.reload();
    await page.getByText(`(${table.resource})`).first().click();
    const generate = async () => {
      const answered = page.waitForResponse((r) => r.url().endsWith('/workbench/generator/backend'));
      await page.getByRole('button', { name: '生成', exact: true }).click();
      return (await (await answered).json()).data as { files: { path: string; status: string }[] };
    };
    const first = await generate();
    await page.getByRole('tab', { name: /文件/ }).click();
    const tabOf = (name: string) => page.getByRole('tab', { name });
    const statusOf = (path: string) =>
      page.locator(`[data-file="${path}"] [data-wb-status]`).getAttribute('data-wb-status');
    for (const file of first.files) await expect.poll(() => statusOf(file.path)).toBe(file.status);
    await tabOf('openapi.json').click();
    await expect
      .poll(() => docOf(page.getByRole('textbox', { name: 'config/openapi.json' })))
      .toContain(`"/${table.resource}/getList"`);
    // permissions.yaml changes: its diff against the project's file shows the new rules.
    await tabOf('permissions.yaml').click();
    const panel = page
      .locator('.semi-tabs-pane-active')
      .filter({ has: page.locator('code', { hasText: 'config/permissions.yaml' }) });
    await panel.getByRole('switch', { name: '变更' }).click();
    await expect
      .poll(() => panel.locator('.cm-mergeView').textContent())
      .toContain(`/${table.resource}/doEdit`);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '下载 ZIP' }).click();
    expect((await download).suggestedFilename()).toMatch(/-backend\.zip$/);

    // Someone else writes the same files first: this screen's apply is refused, its output stays.
    const answer = await api(page, '/workbench/generator/backend', {
      genTableIds: [imported.body.data[0].id],
      rows: 20,
      seed: 1,
      useSample: false,
    });
    const changed = (answer.body.data.files as { status: string }[]).filter((f) => f.status !== 'unchanged');
    expect((await api(page, '/workbench/apply', { projectId: 2, files: changed })).status).toBe(200);
    await page.getByRole('button', { name: '应用到项目' }).click();
    await page
      .getByText(/changed since the preview was built/)
      .first()
      .waitFor();
    await tabOf('openapi.json').waitFor();

    // Generate again: every file is what the project holds; nothing left to apply.
    await generate();
    for (const name of ['mock-db.json', 'config/permissions.yaml', 'config/openapi.json'])
      await expect.poll(() => statusOf(name)).toBe('unchanged');
    expect(await page.getByRole('button', { name: '应用到项目' }).isDisabled()).toBe(true);

    // A new seed: the rows change only when replacing the rows mock-db.json has is asked for;
    // apply writes them and the badges settle.
    await page.locator('input[aria-label="随机种子"]').fill('9');
    await generate();
    await expect.poll(() => statusOf('mock-db.json')).toBe('unchanged');
    await page.getByText('替换 mock-db.json 中已有的行').click();
    await generate();
    await expect.poll(() => statusOf('mock-db.json')).toBe('changed');
    const applied = page.waitForResponse((r) => r.url().endsWith('/workbench/apply'));
    await page.getByRole('button', { name: '应用到项目' }).click();
    expect((await applied).status()).toBe(200);
    await page.getByText('已写入 1 个文件').waitFor();
    await expect.poll(() => statusOf('mock-db.json')).toBe('unchanged');
  });

  it('#14 §5.11 the read-only account test sees the screen but no generate button', async () => {
    const page = await ctx.open('/workbench/project/backend/index?projectId=0', { account: 'test' });
    await page
      .getByText(/\(goods\)/)
      .first()
      .waitFor();
    expect(await page.getByRole('button', { name: '生成' }).count()).toBe(0);
  });
});
