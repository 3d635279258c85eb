import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorkbench, type WorkbenchHarness } from './workbenchHarness';

// Defects over loopback HTTP: the server enforces the status
// flow, its required fields and who may move a defect; the test user is refused every write.
let wb: WorkbenchHarness;
beforeAll(async () => {
  wb = await startWorkbench();
});
afterAll(() => wb?.stop());

type Body = Record<string, unknown>;
const post = (token: string, path: string, body: Body) => wb.call('POST', path, { token, body });
const create = async (token: string, body: Body = {}) => {
  const answer = await post(token, '/workbench/defect/save', {
    projectId: 1,
    title: `分页错乱 ${Math.random()}`,
    severity: 'major',
    priority: 'high',
    ...body,
  });
  expect(answer.status).toBe(200);
  return answer.body.data as { id: number; status: string; allowed: string[] };
};
const move = (token: string, id: number, to: string, extra: Body = {}) =>
  post(token, '/workbench/defect/transition', { id, to, ...extra });

describe('#16.2 §5.14 the defect status flow on the server', () => {
  it('#16.2 §5.14 an illegal transition (new → verified) answers 400 naming the allowed targets', async () => {
    const defect = await create(wb.admin);
    expect(defect.status).toBe('new');
    const answer = await move(wb.admin, defect.id, 'verified');
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe(400);
    expect(answer.body.data.allowed).toEqual(['confirmed', 'closed']);
    expect(answer.body.msg).toContain('confirmed');
    expect(answer.body.msg).toContain('closed');
    const unknown = await move(wb.admin, defect.id, 'done');
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body.data.fieldErrors)).toEqual(['to']);
    const after = await wb.call('GET', `/workbench/defect/get?id=${defect.id}`, { token: wb.admin });
    expect(after.body.data.status).toBe('new');
  });

  it('#16.2 §5.14 解决 without a resolution is a field error and the status stays; the whole flow records who, when, from and to', async () => {
    const { id } = await create(wb.admin, { assignee: 'editor' });
    expect((await move(wb.admin, id, 'confirmed')).status).toBe(200);
    expect((await move(wb.admin, id, 'in_progress')).status).toBe(200);
    const missing = await move(wb.admin, id, 'resolved');
    expect(missing.status).toBe(400);
    expect(missing.body.data.fieldErrors.resolution).toBeTruthy();
    expect(
      (await wb.call('GET', `/workbench/defect/get?id=${id}`, { token: wb.admin })).body.data.status,
    ).toBe('in_progress');
    const resolved = await move(wb.admin, id, 'resolved', { resolution: 'fixed' });
    expect(resolved.body.data).toMatchObject({ status: 'resolved', resolution: 'fixed' });
    expect(resolved.body.data.resolvedTime).toBeTruthy();
    expect((await move(wb.admin, id, 'verified')).status).toBe(200);
    expect((await move(wb.admin, id, 'closed')).status).toBe(200);
    const noComment = await move(wb.admin, id, 'reopened');
    expect(noComment.body.data.fieldErrors.comment).toBeTruthy();
    const reopened = await move(wb.admin, id, 'reopened', { comment: '回归仍可复现' });
    expect(reopened.body.data.resolution).toBeNull();
    const history = reopened.body.data.history as Body[];
    expect(history.map((h) => `${h.from}→${h.to}`)).toEqual([
      'new→confirmed',
      'confirmed→in_progress',
      'in_progress→resolved',
      'resolved→verified',
      'verified→closed',
      'closed→reopened',
    ]);
    expect(history.at(-1)).toMatchObject({ by: 'admin', comment: '回归仍可复现', field: 'status' });
    expect(String(history.at(-1)?.at)).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it('#16.2 §5.14 closing a new defect needs 不是缺陷 or 重复 (with the duplicate named); a stale from is a 409', async () => {
    const { id } = await create(wb.admin);
    const fixed = await move(wb.admin, id, 'closed', { resolution: 'fixed' });
    expect(fixed.body.data.fieldErrors.resolution).toBeTruthy();
    const noTwin = await move(wb.admin, id, 'closed', { resolution: 'duplicate' });
    expect(noTwin.body.data.fieldErrors.duplicateOf).toBeTruthy();
    const self = await move(wb.admin, id, 'closed', { resolution: 'duplicate', duplicateOf: id });
    expect(self.body.data.fieldErrors.duplicateOf).toBeTruthy();
    const closed = await move(wb.admin, id, 'closed', { resolution: 'duplicate', duplicateOf: 1 });
    expect(closed.body.data).toMatchObject({ status: 'closed', resolution: 'duplicate', duplicateOf: 1 });
    const stale = await move(wb.admin, id, 'reopened', { from: 'new', comment: 'x' });
    expect(stale.status).toBe(409);
  });
});

describe('#16.7 §5.14 who may do what', () => {
  it('#16.7 §5.14 the test user is refused every write with 403; reads work and allow nothing', async () => {
    const { id } = await create(wb.admin);
    const list = await wb.call('GET', '/workbench/defect/getList?projectId=1', { token: wb.tester });
    expect(list.status).toBe(200);
    expect(list.body.data.list.every((d: { allowed: string[] }) => d.allowed.length === 0)).toBe(true);
    expect(list.body.data.maintainer).toBe(false);
    for (const [path, body] of [
      ['/workbench/defect/transition', { id, to: 'confirmed' }],
      ['/workbench/defect/save', { projectId: 1, title: 'x', severity: 'major', priority: 'low' }],
      ['/workbench/defect/comment', { id, text: 'x' }],
      ['/workbench/defect/assign', { ids: [id], assignee: 'admin' }],
      ['/workbench/defect/doDelete', { ids: [id] }],
    ] as const) {
      expect((await post(wb.tester, path, body)).status, path).toBe(403);
    }
  });

  it('#16.7 §5.14 the editor may report, comment and move what they are assignee or reporter of, but not delete or triage another owner’s project', async () => {
    const own = await create(wb.editor, { projectId: 1 });
    expect(own.allowed).toEqual([]);
    expect((await move(wb.editor, own.id, 'confirmed')).status).toBe(403);
    expect(
      (await post(wb.editor, '/workbench/defect/comment', { id: own.id, text: '补充截图' })).status,
    ).toBe(200);
    const triage = await post(wb.editor, '/workbench/defect/save', { id: own.id, priority: 'urgent' });
    expect(triage.status).toBe(400);
    expect(triage.body.data.fieldErrors.priority).toBeTruthy();
    expect((await post(wb.editor, '/workbench/defect/doDelete', { ids: [own.id] })).status).toBe(403);
    // Project 8 is the editor's own (owner: editor): there the editor is a maintainer.
    const mine = await create(wb.editor, { projectId: 8 });
    expect(mine.allowed).toEqual(['confirmed', 'closed']);
    expect((await move(wb.editor, mine.id, 'confirmed')).status).toBe(200);
    expect((await post(wb.admin, '/workbench/defect/doDelete', { ids: [own.id] })).status).toBe(200);
  });

  it('#16.2 §5.14 filter severity = blocker lists only blockers and the tab counts follow the filter', async () => {
    await create(wb.admin, { projectId: 2, severity: 'blocker' });
    const all = (await wb.call('GET', '/workbench/defect/getList?projectId=2', { token: wb.admin })).body
      .data;
    const blockers = (
      await wb.call('GET', '/workbench/defect/getList?projectId=2&severity=blocker', { token: wb.admin })
    ).body.data;
    expect(blockers.list.length).toBeGreaterThan(0);
    expect(blockers.list.every((d: { severity: string }) => d.severity === 'blocker')).toBe(true);
    expect(blockers.counts.all).toBe(blockers.list.length);
    expect(blockers.counts.all).toBeLessThan(all.counts.all);
    const newOnes = (
      await wb.call('GET', '/workbench/defect/getList?projectId=2&severity=blocker&status=new', {
        token: wb.admin,
      })
    ).body.data;
    expect(newOnes.counts).toEqual(blockers.counts);
    expect(newOnes.list.length).toBe(blockers.counts.new);
  });

  it('#16.2 §5.14 the generic writes cannot go around the flow: /defect/doEdit and REST PATCH of status are refused', async () => {
    const { id } = await create(wb.admin);
    const envelope = await post(wb.editor, '/defect/doEdit', { id, status: 'closed' });
    expect(envelope.status).toBe(400);
    expect(envelope.body.msg).toContain('/workbench/defect/transition');
    const rest = await wb.call('PATCH', `/defects/${id}`, { token: wb.editor, body: { status: 'verified' } });
    expect(rest.status).toBe(400);
    const replace = await wb.call('PUT', `/defects/${id}`, { token: wb.editor, body: { title: '整条替换' } });
    expect(replace.status).toBe(400);
    expect((await post(wb.editor, '/defect/doEdit', { id, title: '只改标题' })).status).toBe(200);
    expect(
      (await wb.call('GET', `/workbench/defect/get?id=${id}`, { token: wb.admin })).body.data.status,
    ).toBe('new');
  });

  it('#16.2 §5.14 创建看板任务 adds a bug card to the project board linked both ways, once', async () => {
    const { id } = await create(wb.editor, { projectId: 1 });
    const linked = await post(wb.editor, '/workbench/defect/createTask', { id });
    expect(linked.status).toBe(200);
    const task = linked.body.data.task;
    expect(task).toMatchObject({ defectId: id, type: 'bug', boardId: 1 });
    expect(linked.body.data.defect.taskId).toBe(task.id);
    const tasks = await wb.call('GET', '/task/getList?pageSize=500', { token: wb.admin });
    expect(tasks.body.data.list.some((t: { id: number }) => t.id === task.id)).toBe(true);
    expect((await post(wb.editor, '/workbench/defect/createTask', { id })).status).toBe(409);
    const noBoard = await create(wb.admin, { projectId: 7 });
    expect((await post(wb.admin, '/workbench/defect/createTask', { id: noBoard.id })).status).toBe(400);
  });

  it('#16.2 §5.14 bulk assign by a maintainer records each change; another project’s defects are refused to a non-maintainer', async () => {
    const a = await create(wb.admin, { projectId: 8 });
    const b = await create(wb.admin, { projectId: 8 });
    const assigned = await post(wb.editor, '/workbench/defect/assign', {
      ids: [a.id, b.id],
      assignee: 'lina',
    });
    expect(assigned.status).toBe(200);
    const stored = (await wb.call('GET', `/workbench/defect/get?id=${a.id}`, { token: wb.admin })).body.data;
    expect(stored.assignee).toBe('lina');
    expect(stored.history.at(-1)).toMatchObject({ field: 'assignee', to: 'lina', by: 'editor' });
    const other = await create(wb.admin, { projectId: 1 });
    const refused = await post(wb.editor, '/workbench/defect/assign', {
      ids: [a.id, other.id],
      assignee: 'lina',
    });
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toContain(`#${other.id}`);
    expect(
      (await post(wb.admin, '/workbench/defect/assign', { ids: [a.id], assignee: 'nobody' })).status,
    ).toBe(400);
  });
});

/** A 1×1 PNG: what the upload accepts (images only). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('#16.2 §5.14 attachments', () => {
  it('#16.2 §5.14 an uploaded screenshot is kept on the defect; an unknown file is a field error; the test user may not attach', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'shot.png');
    const uploaded = await fetch(`${wb.url}/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${wb.admin}` },
      body: form,
    }).then((r) => r.json());
    const id = uploaded.data.id as string;
    const defect = await create(wb.admin);
    const saved = await post(wb.admin, '/workbench/defect/save', { id: defect.id, attachments: [id] });
    expect(saved.status).toBe(200);
    expect(saved.body.data.attachments).toEqual([
      { id, name: 'shot.png', url: `/mock-assets/uploads/${id}`, type: 'image/png', size: PNG.length },
    ]);
    const unknown = await post(wb.admin, '/workbench/defect/save', {
      id: defect.id,
      attachments: [id, 'nope'],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.data.fieldErrors.attachments).toContain('nope');
    const refused = await post(wb.tester, '/workbench/defect/save', { id: defect.id, attachments: [] });
    expect(refused.status).toBe(403);
    const read = await wb.call('GET', `/workbench/defect/get?id=${defect.id}`, { token: wb.admin });
    expect(read.body.data.attachments.map((a: { id: string }) => a.id)).toEqual([id]);
    const removed = await post(wb.admin, '/workbench/defect/save', { id: defect.id, attachments: [] });
    expect(removed.body.data.attachments).toEqual([]);
  });
});
