import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useConsole } from './support/useConsole';

// The document screen in Chromium against the real mock
// back end: safe rendering (no script runs), conflicts on concurrent edits with nothing lost,
// revisions, the tree, and what each role may do.
describe('#16.3 §5.15 documents in Chromium', () => {
  const ctx = useConsole();

  /** Calls the API with the signed-in user's token, as another session or a script could. */
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
  const create = async (page: Page, content: string, extra: Record<string, unknown> = {}) => {
    const answer = await api(page, '/workbench/document/save', {
      projectId: 3,
      title: `文档${Date.now()}`,
      content,
      ...extra,
    });
    return answer.body.data as { id: number; title: string };
  };
  /** Project 3's document screen. */
  const DOCS = '/workbench/project/document/index?projectId=3';
  const open = async (page: Page, id: number, edit = false) => {
    await page.goto(`${ctx.app.url}/#${DOCS}&doc=${id}${edit ? '&edit=1' : ''}`);
    await page.getByTestId(edit ? 'wb-doc-editor' : 'wb-doc-reader').waitFor();
  };

  it('#16.3 §5.15 <script>, an onerror image and a javascript: link render as text or inert, in the reader and the live preview; no script runs', async () => {
    const page = await ctx.open(DOCS);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const doc = await create(
      page,
      '# 安全\n\n<script>window.__xss = 1; alert(1)</script>\n\n<img src=x onerror="window.__xss = 2; alert(2)">\n\n[点我](javascript:window.__xss=3;alert(3)) [数据](data:text/html,<script>alert(4)</script>)\n',
    );
    for (const edit of [false, true]) {
      await open(page, doc.id, edit);
      const view = page.getByTestId('wb-markdown');
      await expect.poll(() => view.innerText()).toContain('<script>window.__xss = 1; alert(1)</script>');
      expect(await view.innerText()).toContain('<img src=x onerror="window.__xss = 2; alert(2)">');
      expect(await view.locator('script, img, iframe').count()).toBe(0);
      expect(await page.locator('a[href^="javascript"], a[href^="data:"]').count()).toBe(0);
      await view.getByText('点我').click();
      await view.getByText('数据').click();
    }
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
  });

  it('#16.3 §5.15 typing [[ offers the project’s pages and endpoints; a choice is written as a reference the preview links', async () => {
    const page = await ctx.open(DOCS);
    const doc = await create(page, '# 说明\n\n');
    await open(page, doc.id, true);
    await page.locator('.cm-content').click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('见 [[');
    const popup = page.locator('.cm-tooltip-autocomplete');
    await expect.poll(() => popup.innerText()).toContain('page:');
    await page.keyboard.type('api:POST /logi');
    await expect
      .poll(() => popup.locator('[role="option"]').first().innerText())
      .toContain('api:POST /login');
    // CodeMirror ignores Enter on a completion list updated less than its interactionDelay (75 ms)
    // ago, and Enter then breaks the line: on a loaded machine the poll can pass within that time.
    await page.waitForTimeout(250);
    await page.keyboard.press('Enter');
    const source = () => page.evaluate(() => document.querySelector('.cm-content')?.textContent ?? '');
    // The brackets closed once, whether or not the editor had typed `]]` already.
    await expect.poll(source).toContain('见 [[api:POST /login]]');
    expect(await source()).not.toContain(']]]');
    const link = page.locator('.wb-doc-preview a', { hasText: 'api:POST /login' });
    await expect.poll(() => link.getAttribute('href')).toMatch(/^#\/workbench\/api_port/);
    expect(ctx.errors).toEqual([]);
  });

  it('#16.3 §5.15 a save after another session saved shows both texts; the typed text is kept in the editor and the draft, and saves on', async () => {
    const page = await ctx.open(DOCS);
    const doc = await create(page, '# 部署\n\n第一版\n');
    await open(page, doc.id, true);
    await page.locator('.cm-content').click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('我的补充');
    // F5 in the middle of typing: the local draft comes back.
    await page.reload();
    await page.getByRole('button', { name: '恢复草稿' }).click();
    await expect.poll(() => page.locator('.cm-content').innerText()).toContain('我的补充');
    expect(
      (
        await api(page, '/workbench/document/save', {
          id: doc.id,
          version: 1,
          content: '# 部署\n\n他们的修改\n',
        })
      ).status,
    ).toBe(200);
    await page.getByRole('button', { name: '保存', exact: true }).click();
    const conflict = page.getByTestId('wb-doc-conflict');
    await conflict.waitFor();
    await expect.poll(() => conflict.locator('.cm-mergeView').innerText()).toContain('他们的修改');
    expect(await conflict.locator('.cm-mergeView').innerText()).toContain('我的补充');
    await page.getByRole('button', { name: '返回编辑器手动合并' }).click();
    await conflict.waitFor({ state: 'detached' });
    expect(await page.locator('.cm-content').innerText()).toContain('我的补充');
    expect(await page.evaluate((id) => localStorage.getItem(`jimu-doc-draft-${id}`), doc.id)).toContain(
      '我的补充',
    );
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await page.getByTestId('wb-doc-reader').waitFor();
    const stored = (await api(page, `/workbench/document/get?id=${doc.id}`)).body.data;
    expect(stored.version).toBe(3);
    expect(stored.content).toContain('我的补充');
  });

  it('#16.3 §5.15 restoring revision 1 restores its text as a new revision; moving a document under another persists after reload', async () => {
    const page = await ctx.open(DOCS);
    const parent = await create(page, '# 上级\n');
    const doc = await create(page, '原来的文字\n');
    await api(page, '/workbench/document/save', { id: doc.id, version: 1, content: '后来的文字\n' });
    // The tree (and the parent choices of 重命名 / 移动) is what the server held when the screen loaded.
    await page.reload();
    await open(page, doc.id);
    await page.getByRole('button', { name: '历史' }).click();
    await page.getByTestId('wb-doc-history').getByText('第 1 版', { exact: false }).click();
    await page.getByRole('button', { name: '恢复此版本' }).click();
    await expect.poll(() => page.getByTestId('wb-markdown').innerText()).toContain('原来的文字');
    await expect.poll(() => page.getByTestId('wb-doc-reader').innerText()).toContain('第 3 版');

    await page.getByRole('button', { name: '重命名 / 移动' }).click();
    await page.getByRole('combobox', { name: '上级文档' }).click();
    await page.locator('.semi-select-option', { hasText: parent.title }).click();
    await page.locator('.semi-modal-content').getByRole('button', { name: '保存' }).click();
    await page.locator('.semi-modal-content').waitFor({ state: 'detached' });
    await page.reload();
    const child = page
      .getByTestId('wb-doc-tree')
      .locator('.semi-tree-option-level-2', { hasText: doc.title });
    await child.waitFor();
    const tree = (await api(page, '/workbench/document/tree?projectId=3')).body.data.list as {
      id: number;
      parentId: number;
    }[];
    expect(tree.find((d) => d.id === doc.id)?.parentId).toBe(parent.id);
    // The same by mouse: a document dropped onto another goes under it.
    const dragged = await create(page, '# 拖动\n');
    await page.reload();
    const nodes = page.getByTestId('wb-doc-tree');
    await nodes
      .locator('.semi-tree-option', { hasText: dragged.title })
      .dragTo(nodes.locator('.semi-tree-option', { hasText: parent.title }));
    await expect
      .poll(async () => {
        const list = (await api(page, '/workbench/document/tree?projectId=3')).body.data.list as typeof tree;
        return list.find((d) => d.id === dragged.id)?.parentId;
      })
      .toBe(parent.id);
    // Old rich text reads as plain text (its tags shown, not applied) until converted.
    await page.goto(`${ctx.app.url}/#/workbench/project/document/index?projectId=1&doc=5`);
    const reader = page.getByTestId('wb-doc-reader');
    await expect.poll(() => reader.locator('pre').innerText()).toContain('<h2>');
    expect(await page.getByRole('button', { name: '编辑', exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: '转换为 Markdown' }).click();
    await expect.poll(() => reader.locator('.wb-markdown h2').count()).toBe(1);
    expect(await page.getByRole('button', { name: '编辑', exact: true }).count()).toBe(1);
  });

  it('#16.7 §5.15 the test user reads and sees history but no write control, and the server answers 403; the editor may not delete', async () => {
    const doc = await create(await ctx.open(DOCS), '# 只读\n');
    let page = await ctx.open(`${DOCS}&doc=${doc.id}`, { account: 'test' });
    await page.getByTestId('wb-doc-reader').waitFor();
    for (const name of ['新建文档', '编辑', '重命名 / 移动', '删除']) {
      expect(await page.getByRole('button', { name, exact: true }).count(), name).toBe(0);
    }
    await page.getByRole('button', { name: '历史' }).click();
    await page.getByTestId('wb-doc-history').waitFor();
    expect(await page.getByRole('button', { name: '恢复此版本' }).count()).toBe(0);
    expect(
      (await api(page, '/workbench/document/save', { id: doc.id, version: 1, content: 'x' })).status,
    ).toBe(403);
    // F5 on edit=1 as the test user still shows the reader.
    await page.goto(`${ctx.app.url}/#${DOCS}&doc=${doc.id}&edit=1`);
    await page.getByTestId('wb-doc-reader').waitFor();
    expect(await page.getByTestId('wb-doc-editor').count()).toBe(0);

    page = await ctx.open(`${DOCS}&doc=${doc.id}`, { account: 'editor' });
    await page.getByTestId('wb-doc-reader').waitFor();
    expect(await page.getByRole('button', { name: '编辑', exact: true }).count()).toBe(1);
    expect(await page.getByRole('button', { name: '删除', exact: true }).count()).toBe(0);
  });

  it('#16.3 §5.15 English, dark mode and 390 px: the tree, reader and split editor stack without clipping', async () => {
    const page = await ctx.open(DOCS, { viewport: { width: 390, height: 844 } });
    const doc = await create(
      page,
      `# Wide\n\n| a | b | c |\n|---|---|---|\n| ${'x'.repeat(200)} | 2 | 3 |\n`,
    );
    await page.evaluate(() => {
      localStorage.setItem('jimu-language', 'en');
      localStorage.setItem('jimu-dark-mode', 'true');
    });
    await open(page, doc.id, true);
    await page.reload();
    await page.waitForFunction(() => document.body.getAttribute('theme-mode') === 'dark');
    await page.getByRole('button', { name: 'Close editor' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const [editor, preview] = await Promise.all([
      page.getByRole('region', { name: 'Markdown source' }).boundingBox(),
      page.getByRole('region', { name: 'Preview' }).boundingBox(),
    ]);
    expect(preview?.y).toBeGreaterThan((editor?.y ?? 0) + (editor?.height ?? 0) - 1);
    await page.getByRole('button', { name: 'Close editor' }).click();
    await page.getByRole('button', { name: 'History' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
