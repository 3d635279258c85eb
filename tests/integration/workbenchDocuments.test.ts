import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorkbench, type WorkbenchHarness } from './workbenchHarness';

// Documents over loopback HTTP: optimistic locking with both
// texts in the 409, revisions and restore, the tree, rich text conversion and permissions.
let wb: WorkbenchHarness;
beforeAll(async () => {
  wb = await startWorkbench();
});
afterAll(() => wb?.stop());

type Body = Record<string, unknown>;
const post = (token: string, path: string, body: Body) => wb.call('POST', path, { token, body });
const create = async (body: Body = {}) => {
  const answer = await post(wb.admin, '/workbench/document/save', {
    projectId: 2,
    title: `文档 ${Math.random()}`,
    content: '# 第一版\n',
    ...body,
  });
  expect(answer.status).toBe(200);
  return answer.body.data as { id: number; version: number };
};
const tree = async (projectId: number) =>
  (await wb.call('GET', `/workbench/document/tree?projectId=${projectId}`, { token: wb.tester })).body.data
    .list as { id: number; parentId: number | null; order: number }[];

describe('#16.3 §5.15 documents on the server', () => {
  it('#16.3 §5.15 a save based on an old version answers 409 with the stored text and the caller’s own', async () => {
    const doc = await create();
    const first = await post(wb.editor, '/workbench/document/save', {
      id: doc.id,
      version: 1,
      content: '# 甲\n',
    });
    expect(first.status).toBe(200);
    expect(first.body.data.version).toBe(2);
    const stale = await post(wb.admin, '/workbench/document/save', {
      id: doc.id,
      version: 1,
      content: '# 乙\n',
    });
    expect(stale.status).toBe(409);
    expect(stale.body.data.current).toMatchObject({ version: 2, content: '# 甲\n', author: 'editor' });
    expect(stale.body.data.mine).toBe('# 乙\n');
    const stored = (await wb.call('GET', `/workbench/document/get?id=${doc.id}`, { token: wb.admin })).body
      .data;
    expect(stored.content).toBe('# 甲\n');
    const merged = await post(wb.admin, '/workbench/document/save', {
      id: doc.id,
      version: 2,
      content: '# 甲乙\n\n[[page:users]] [[api:GET /userManagement/getList]] [[page:users]]\n',
    });
    expect(merged.body.data.version).toBe(3);
    expect(merged.body.data.links).toEqual([
      { kind: 'page', target: 'users' },
      { kind: 'api', target: 'GET /userManagement/getList' },
    ]);
  });

  it('#16.3 §5.15 restoring revision 1 restores its text and creates a new revision', async () => {
    const doc = await create({ content: '原文\n' });
    await post(wb.admin, '/workbench/document/save', { id: doc.id, version: 1, content: '改过\n' });
    const restored = await post(wb.admin, '/workbench/document/restore', {
      id: doc.id,
      revision: 1,
      version: 2,
    });
    expect(restored.body.data).toMatchObject({ version: 3, content: '原文\n' });
    expect(restored.body.data.revisions.map((r: { version: number }) => r.version)).toEqual([1, 2, 3]);
    const stale = await post(wb.admin, '/workbench/document/restore', {
      id: doc.id,
      revision: 1,
      version: 2,
    });
    expect(stale.status).toBe(409);
  });

  it('#16.3 §5.15 moving a document under another persists; a cycle or another project’s parent is refused', async () => {
    const parent = await create({ title: '上级' });
    const child = await create({ title: '下级' });
    const moved = await post(wb.editor, '/workbench/document/move', {
      id: child.id,
      parentId: parent.id,
      index: 0,
    });
    expect(moved.status).toBe(200);
    expect((await tree(2)).find((d) => d.id === child.id)).toMatchObject({ parentId: parent.id, order: 1 });
    const cycle = await post(wb.admin, '/workbench/document/move', { id: parent.id, parentId: child.id });
    expect(cycle.status).toBe(400);
    expect(cycle.body.data.fieldErrors.parentId).toContain('子文档');
    const other = await create({ projectId: 3 });
    const across = await post(wb.admin, '/workbench/document/move', { id: other.id, parentId: parent.id });
    expect(across.status).toBe(400);
    const back = await post(wb.admin, '/workbench/document/move', { id: child.id, parentId: null, index: 0 });
    expect(back.status).toBe(200);
    const roots = (await tree(2)).filter((d) => d.parentId === null).sort((a, b) => a.order - b.order);
    expect(roots[0].id).toBe(child.id);
    expect(roots.map((d) => d.order)).toEqual(roots.map((_, i) => i + 1));
  });

  it('#16.3 §5.15 rich text is read-only until converted; conversion keeps the text as Markdown', async () => {
    const rich = (await tree(1)).find((d) => (d as unknown as { format: string }).format === 'richtext');
    expect(rich).toBeDefined();
    const id = rich?.id;
    const refused = await post(wb.admin, '/workbench/document/save', { id, version: 1, content: 'x' });
    expect(refused.status).toBe(400);
    const converted = await post(wb.admin, '/workbench/document/convert', { id, version: 1 });
    expect(converted.body.data.format).toBe('markdown');
    expect(converted.body.data.content).toMatch(
      /^## .+\n\n这份文档来自旧的富文本编辑器。\n\n- 转换为 Markdown 后即可编辑\n$/,
    );
  });

  it('#16.7 §5.15 the test user may read but not write (403); the editor may not delete (403); the admin deletes a subtree', async () => {
    const parent = await create();
    const child = await create({ parentId: parent.id });
    for (const [path, body] of [
      ['/workbench/document/save', { id: parent.id, version: 1, content: 'x' }],
      ['/workbench/document/rename', { id: parent.id, title: 'x' }],
      ['/workbench/document/move', { id: child.id, parentId: null }],
      ['/workbench/document/restore', { id: parent.id, revision: 1, version: 1 }],
      ['/workbench/document/doDelete', { ids: [parent.id] }],
    ] as const) {
      expect((await post(wb.tester, path, body)).status, path).toBe(403);
    }
    expect((await post(wb.editor, '/workbench/document/doDelete', { ids: [parent.id] })).status).toBe(403);
    const removed = await post(wb.admin, '/workbench/document/doDelete', { ids: [parent.id] });
    expect(removed.body.data.ids.sort()).toEqual([parent.id, child.id].sort());
    expect((await tree(2)).some((d) => d.id === child.id)).toBe(false);
  });

  it('#16.3 §5.15 the generic writes cannot go around the version check: /document/doEdit and REST PATCH of content are refused', async () => {
    const doc = await create();
    const envelope = await post(wb.editor, '/document/doEdit', { id: doc.id, content: '覆盖' });
    expect(envelope.status).toBe(400);
    expect(envelope.body.msg).toContain('/workbench/document/save');
    const rest = await wb.call('PATCH', `/documents/${doc.id}`, { token: wb.editor, body: { version: 9 } });
    expect(rest.status).toBe(400);
    const stored = (await wb.call('GET', `/workbench/document/get?id=${doc.id}`, { token: wb.admin })).body
      .data;
    expect(stored).toMatchObject({ version: 1, content: '# 第一版\n' });
  });
});
