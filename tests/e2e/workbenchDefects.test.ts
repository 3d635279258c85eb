import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useConsole } from './support/useConsole';

// The defect screen in Chromium against the real mock
// back end: only allowed transitions are offered, required fields are asked for, a refused move
// keeps what was typed, filters drive the tab counts, and each role sees only what it may do.
describe('#16.2 §5.14 defects in Chromium', () => {
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
  const report = async (page: Page, body: Record<string, unknown> = {}) => {
    const answer = await api(page, '/workbench/defect/save', {
      projectId: 2,
      title: `导出乱码 ${Date.now()}`,
      severity: 'major',
      priority: 'high',
      assignee: 'editor',
      ...body,
    });
    return answer.body.data.id as number;
  };
  const transitions = (page: Page) => page.getByTestId('wb-defect-transitions').getByRole('button');
  const dialog = (page: Page) => page.locator('.semi-modal-content');
  const choose = async (page: Page, resolution: string) => {
    const select = dialog(page).getByRole('combobox', { name: '解决结果' });
    await select.click();
    await page.getByRole('option', { name: resolution }).click();
    await expect.poll(() => select.innerText()).toBe(resolution);
  };
  const LIST = '/workbench/flaw?projectId=2';
  const openDefect = async (page: Page, id: number) => {
    await page.goto(`${ctx.app.url}/#${LIST}&defect=${id}`);
    await page.getByTestId('wb-defect-detail').waitFor();
  };
  const move = async (page: Page, action: string) => {
    await page.getByTestId('wb-defect-transitions').getByRole('button', { name: action }).click();
    await dialog(page).getByRole('button', { name: action }).click();
    await dialog(page).waitFor({ state: 'detached' });
  };

  it('#16.2 §5.14 the UI offers only the allowed transitions; 解决 without a resolution is a field error; a refused move keeps what was typed', async () => {
    const page = await ctx.open(LIST);
    const id = await report(page);
    await openDefect(page, id);
    await expect.poll(() => transitions(page).allInnerTexts()).toEqual(['确认', '关闭']);
    await move(page, '确认');
    await expect.poll(() => transitions(page).allInnerTexts()).toEqual(['开始处理']);
    await move(page, '开始处理');
    await expect.poll(() => transitions(page).allInnerTexts()).toEqual(['解决']);
    await transitions(page).getByText('解决').click();
    await dialog(page).getByLabel('说明').fill('分页参数越界');
    await dialog(page).getByRole('button', { name: '解决' }).click();
    await dialog(page).locator('[data-field-error="resolution"]').waitFor();
    expect((await api(page, `/workbench/defect/get?id=${id}`)).body.data.status).toBe('in_progress');
    // 重复 of a defect that does not exist: the server refuses it on its field, nothing typed is lost.
    await choose(page, '重复');
    await dialog(page).getByLabel('重复的缺陷编号').fill('999999');
    await dialog(page).getByRole('button', { name: '解决' }).click();
    await expect
      .poll(() => dialog(page).locator('[data-field-error="duplicateOf"]').innerText())
      .toContain('999999');
    expect(await dialog(page).getByLabel('说明').inputValue()).toBe('分页参数越界');
    expect(await dialog(page).getByLabel('重复的缺陷编号').inputValue()).toBe('999999');
    await choose(page, '已修复');
    await dialog(page).getByRole('button', { name: '解决' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    await expect.poll(() => transitions(page).allInnerTexts()).toEqual(['验证通过', '重新打开']);
    expect((await api(page, `/workbench/defect/get?id=${id}`)).body.data).toMatchObject({
      status: 'resolved',
      resolution: 'fixed',
    });
  });

  it('#16.2 §5.14 a screenshot attached in the drawer shows as a thumbnail, stays after F5, and can be removed; a file that is not an image changes nothing', async () => {
    const page = await ctx.open(LIST);
    const id = await report(page);
    await openDefect(page, id);
    const files = page.locator('.wb-defect-files li');
    expect(await files.count()).toBe(0);
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const input = page.locator('input[type="file"][aria-label="上传截图"]');
    await input.setInputFiles({ name: 'shot.png', mimeType: 'image/png', buffer: png });
    const shot = page.locator('li[data-attachment="shot.png"] img');
    await expect
      .poll(() => shot.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(1);
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await page.locator('.semi-toast-content').first().waitFor();
    expect(await files.count()).toBe(1);
    await page.reload();
    await page.getByTestId('wb-defect-detail').waitFor();
    await shot.waitFor();
    await page.getByRole('button', { name: '移除附件 shot.png' }).click();
    await expect.poll(() => files.count()).toBe(0);
    // Only the refusal of the text file was an error.
    expect(ctx.errors.filter((e) => !/415|Unsupported/.test(e))).toEqual([]);
  });

  it('#16.2 §5.14 reopening a closed defect asks for a comment and adds it to the history', async () => {
    const page = await ctx.open(LIST);
    const id = await report(page);
    await api(page, '/workbench/defect/transition', { id, to: 'closed', resolution: 'not_a_bug' });
    await openDefect(page, id);
    await transitions(page).getByText('重新打开').click();
    await dialog(page).getByRole('button', { name: '重新打开' }).click();
    await dialog(page).locator('[data-field-error="comment"]').waitFor();
    await dialog(page).getByLabel('说明').fill('客户仍能复现');
    await dialog(page).getByRole('button', { name: '重新打开' }).click();
    const history = page.getByTestId('wb-defect-history');
    await expect.poll(() => history.innerText()).toContain('客户仍能复现');
    expect(await history.innerText()).toContain('状态：已关闭 → 重新打开');
    await page.reload();
    await expect.poll(() => page.getByTestId('wb-defect-history').innerText()).toContain('客户仍能复现');
    await page.getByRole('button', { name: '创建看板任务' }).click();
    await page.getByRole('button', { name: /^已关联任务 #\d+$/ }).click();
    await expect.poll(() => page.url()).toContain('/workbench/board?projectId=2');
  });

  it('#16.2 §5.14 filter severity = blocker shows only blockers, the tab counts follow, F5 keeps the filter; the board has a column per status', async () => {
    const page = await ctx.open(LIST);
    await report(page, { severity: 'blocker' });
    // The list shows what the server held when it loaded.
    await page.reload();
    const allTab = page.getByTestId('wb-defect-tab-all');
    const tabCount = async () => Number((await allTab.innerText()).match(/\d+/)?.[0]);
    await expect.poll(tabCount).toBeGreaterThan(1);
    const before = await tabCount();
    await page.getByRole('combobox', { name: '严重程度' }).click();
    await page.getByRole('option', { name: '阻塞' }).click();
    await expect.poll(() => page.url()).toContain('severity=blocker');
    const rows = page.locator('.semi-table-tbody tr.semi-table-row');
    await expect.poll(async () => Number((await allTab.innerText()).match(/\d+/)?.[0])).toBeLessThan(before);
    const count = Number((await allTab.innerText()).match(/\d+/)?.[0]);
    await expect.poll(() => rows.count()).toBe(count);
    expect(new Set(await rows.locator('[data-testid="wb-defect-severity"]').allInnerTexts())).toEqual(
      new Set(['阻塞']),
    );
    await page.reload();
    await expect.poll(() => rows.count()).toBe(count);
    // A title opens the detail as a new history entry: Back closes it and keeps the filtered list.
    await rows.first().locator('.wb-link').click();
    await page.getByTestId('wb-defect-detail').waitFor();
    await page.goBack();
    await page.getByTestId('wb-defect-detail').waitFor({ state: 'detached' });
    expect(page.url()).toContain('severity=blocker');
    await page.getByText('看板', { exact: true }).click();
    const board = page.getByTestId('wb-defect-board');
    await expect.poll(() => board.locator('section').count()).toBe(7);
    await expect.poll(() => board.locator('.wb-defect-card').count()).toBe(count);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '导出 CSV' }).click();
    expect((await download).suggestedFilename()).toBe('P002-defects.csv');
    // Bulk assign: the selected rows get the chosen assignee.
    await page.getByText('列表', { exact: true }).click();
    await rows.first().locator('.semi-checkbox').click();
    await page.getByRole('combobox', { name: '批量指派' }).click();
    await page.getByRole('option', { name: 'wangfang' }).click();
    await expect.poll(() => rows.first().locator('td').nth(6).innerText()).toBe('wangfang');
  });

  it('#16.7 §5.14 the test user sees no transition, report, edit, comment or delete control, and the server answers 403', async () => {
    const id = await report(await ctx.open(LIST));
    const page = await ctx.open(`${LIST}&defect=${id}`, { account: 'test' });
    await page.getByTestId('wb-defect-detail').waitFor();
    await page.getByText('你不能改变这个缺陷的状态').waitFor();
    expect(await transitions(page).count()).toBe(0);
    const sheet = page.locator('.semi-sidesheet');
    for (const name of ['编辑', '删除', '创建看板任务', '发表评论']) {
      expect(await sheet.getByRole('button', { name }).count(), name).toBe(0);
    }
    expect(await page.getByRole('button', { name: '报告缺陷' }).count()).toBe(0);
    const refused = await page.evaluate(async (defectId) => {
      const token = localStorage.getItem('admin-token');
      const response = await fetch('/workbench/defect/transition', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ id: defectId, to: 'confirmed' }),
      });
      return response.status;
    }, id);
    expect(refused).toBe(403);
  });

  it('#16.7 §5.14 the editor reports a defect (a refused save keeps the text) but may not delete; English, dark mode and 390 px with a full-width sheet', async () => {
    const page = await ctx.open(LIST, { account: 'editor' });
    await page.getByRole('button', { name: '报告缺陷' }).click();
    const sheet = page.locator('.semi-sidesheet');
    await sheet.getByLabel('描述（Markdown：步骤、期望、实际）').fill('## 步骤\n\n1. 打开列表');
    await sheet.getByRole('button', { name: '保存' }).click();
    await sheet.locator('[data-field-error="title"]').waitFor();
    expect(await sheet.getByLabel('描述（Markdown：步骤、期望、实际）').inputValue()).toBe(
      '## 步骤\n\n1. 打开列表',
    );
    await sheet.getByLabel('标题').fill('编辑者报告的缺陷');
    await sheet.getByRole('button', { name: '保存' }).click();
    await page.getByTestId('wb-defect-detail').waitFor();
    await expect.poll(() => page.getByTestId('wb-markdown').innerText()).toContain('打开列表');
    await page.getByLabel('评论').fill('补充：只在第二页出现');
    await page.getByRole('button', { name: '发表评论' }).click();
    await expect
      .poll(() => page.getByTestId('wb-defect-history').innerText())
      .toContain('补充：只在第二页出现');
    expect(await page.locator('.semi-sidesheet').getByRole('button', { name: '删除' }).count()).toBe(0);
    // The kept-alive defect view's sheet hides with it on another page and is back on return.
    await page.goto(`${ctx.app.url}/#/workbench/project/document/index?projectId=3`);
    await page.getByTestId('wb-doc-tree').waitFor();
    await expect.poll(() => page.getByTestId('wb-defect-detail').isVisible()).toBe(false);
    await page.goBack();
    await page.getByTestId('wb-defect-detail').waitFor();
    expect(await transitions(page).count()).toBe(0);

    await page.evaluate(() => {
      localStorage.setItem('jimu-language', 'en');
      localStorage.setItem('jimu-dark-mode', 'true');
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByTestId('wb-defect-detail').waitFor();
    await page.waitForFunction(() => document.body.getAttribute('theme-mode') === 'dark');
    await page.getByText('You may not change the status of this defect').waitFor();
    const width = await page
      .locator('.semi-sidesheet-inner')
      .evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBeGreaterThanOrEqual(389);
    await page.locator('.semi-sidesheet').getByRole('button', { name: 'close' }).click();
    await page.getByTestId('wb-defect-tab-all').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await page.getByRole('button', { name: 'Report defect' }).count()).toBe(1);
  });
});
