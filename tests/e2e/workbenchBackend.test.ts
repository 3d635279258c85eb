import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn } from './support/signIn';
import { useConsole } from './support/useConsole';

// The backend generator screen (WORKBENCH.md §5.11; issue #14) in Chromium against the real mock
// back end: the generated rows show as a grid whose rows are the server's answer, and the
// read-only account may look but not generate.
describe('#14 §5.11 backend generator in Chromium', () => {
  const ctx = useConsole();

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
    const { page } = ctx;
    await signIn(page, ctx.app.url, 'admin');
    await page.setViewportSize({ width: 390, height: 844 });
    await api(page, '/workbench/generator/import', { projectId: 0, dataSourceId: 0, tables: ['goods'] });
    await page.goto(`${ctx.app.url}/#/workbench/project/backend/index?projectId=0`);
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
    await page.getByRole('tab', { name: 'permissions.yaml' }).click();
    const yaml = page.getByRole('textbox', { name: 'permissions.yaml' });
    for (const match of ['POST /goods/doDelete', 'POST /goods/doEdit', 'GET /goods/getList'])
      await expect
        // CodeMirror draws only the lines in view; its state holds the whole file.
        .poll(() =>
          yaml.evaluate((el) =>
            (
              el as unknown as { cmTile: { root: { view: { state: { doc: { toString(): string } } } } } }
            ).cmTile.root.view.state.doc.toString(),
          ),
        )
        .toContain(match);
    // Readable at 390 px: the grid scrolls sideways instead of overflowing the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  it('#14 §5.11 the read-only account test sees the screen but no generate button', async () => {
    const { page } = ctx;
    await signIn(page, ctx.app.url, 'test');
    await page.goto(`${ctx.app.url}/#/workbench/project/backend/index?projectId=0`);
    await page
      .getByText(/\(goods\)/)
      .first()
      .waitFor();
    expect(await page.getByRole('button', { name: '生成' }).count()).toBe(0);
  });
});
