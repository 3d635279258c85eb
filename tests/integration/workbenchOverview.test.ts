import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorkbench, type WorkbenchHarness } from './workbenchHarness';

/** The fields of seed and answer rows these tests read. */
interface Row {
  id: number;
  assignee?: string;
  column?: string;
  boardId?: number;
  projectId?: number;
  dueDate?: string;
  status?: string;
  severity?: string;
  columns?: (string | { key: string; name: string; done?: boolean })[];
}

let wb: WorkbenchHarness;
let seed: Record<string, Row[]>;

beforeAll(async () => {
  wb = await startWorkbench();
  seed = JSON.parse(readFileSync(join(wb.root, 'mock-db.json'), 'utf8'));
});
afterAll(async () => {
  await wb?.stop();
});

const today = () => new Date().toISOString().slice(0, 10);
const DONE = ['resolved', 'verified', 'closed'];

/** The numbers written out the long way from the seed file, independently of the server's code. */
function expected(user: string) {
  const mine = seed.tasks.filter((t) => t.assignee === user);
  const columnOf = (t: Row) => {
    const columns = seed.boards.find((b) => b.id === t.boardId)?.columns ?? [];
    const found = columns.find((c) => (typeof c === 'string' ? c : c.key) === t.column);
    return typeof found === 'object' ? found : { key: String(t.column), name: String(t.column), done: false };
  };
  const open = mine.filter((t) => !columnOf(t).done);
  const week = new Date(Date.parse(`${today()}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);
  const defects = seed.defects.filter((d) => d.assignee === user);
  const openDefects = defects.filter((d) => !DONE.includes(String(d.status)));
  const bySeverity: Record<string, number> = {};
  for (const d of openDefects) bySeverity[String(d.severity)] = (bySeverity[String(d.severity)] ?? 0) + 1;
  const byStatus: Record<string, number> = {};
  for (const t of mine) byStatus[columnOf(t).name] = (byStatus[columnOf(t).name] ?? 0) + 1;
  return {
    tasks: mine.length,
    open: open.length,
    overdue: open.filter((t) => (t.dueDate ?? '') < today()).length,
    dueThisWeek: open.filter((t) => (t.dueDate ?? '') >= today() && (t.dueDate ?? '') < week).length,
    byStatus,
    defects: defects.length,
    openDefects: openDefects.length,
    bySeverity,
  };
}

const nonZero = (counts: Record<string, number>) =>
  Object.fromEntries(Object.entries(counts).filter(([, n]) => n > 0));

describe('#16.6 GET /workbench/stats (WORKBENCH §5.1, §5.2, §6)', () => {
  for (const user of ['admin', 'editor'] as const) {
    it(`#16.6 §5.2 the counters of ${user} equal the counts computed from the seed`, async () => {
      const token = user === 'admin' ? wb.admin : wb.editor;
      const answer = await wb.call('GET', '/workbench/stats', { token });
      expect(answer.status).toBe(200);
      const data = answer.body.data;
      const want = expected(user);
      expect(want.tasks).toBeGreaterThan(0);
      expect(data.user).toBe(user);
      expect(data.tasks).toHaveLength(want.tasks);
      expect(data.myTasks).toMatchObject({
        total: want.tasks,
        open: want.open,
        overdue: want.overdue,
        dueThisWeek: want.dueThisWeek,
      });
      expect(nonZero(data.myTasks.byStatus)).toEqual(want.byStatus);
      expect(data.myDefects.total).toBe(want.defects);
      expect(data.myDefects.open).toBe(want.openDefects);
      expect(nonZero(data.myDefects.bySeverity)).toEqual(want.bySeverity);
      const projects = [{ status: 'active' }, ...seed.projects];
      expect(data.projects).toEqual({
        active: projects.filter((p) => p.status !== 'archived').length,
        archived: projects.filter((p) => p.status === 'archived').length,
      });
    });
  }

  it('#16.6 §5.2 filter by project narrows every figure to that project; the test user may read', async () => {
    const all = (await wb.call('GET', '/workbench/stats', { token: wb.admin })).body.data;
    const projectId = all.tasks[0].projectId;
    const one = (await wb.call('GET', `/workbench/stats?projectId=${projectId}`, { token: wb.admin })).body
      .data;
    expect(one.tasks.length).toBeGreaterThan(0);
    expect(one.tasks.every((t: Row) => t.projectId === projectId)).toBe(true);
    expect(one.tasks.length).toBe(all.tasks.filter((t: Row) => t.projectId === projectId).length);
    const defects = seed.defects.filter((d) => d.assignee === 'admin' && d.projectId === projectId);
    expect(one.myDefects.total).toBe(defects.length);
    const read = await wb.call('GET', '/workbench/stats', { token: wb.tester });
    expect(read.status).toBe(200);
    expect(read.body.data.user).toBe('test');
  });

  it('#16.6 §5.1 a fresh console’s feed replays the seed: 20 entries, newest first, each naming a defect or document of its project; no REST route serves the log', async () => {
    const stats = (await wb.call('GET', '/workbench/stats', { token: wb.admin })).body.data;
    type Entry = {
      at: string;
      kind: string;
      projectId: number;
      targetId: number;
      user: string;
      summary: string;
    };
    const recent = stats.recent as Entry[];
    expect(recent).toHaveLength(20);
    expect(recent.map((a) => a.at)).toEqual(
      recent
        .map((a) => a.at)
        .sort()
        .reverse(),
    );
    for (const entry of recent) {
      const collection = entry.kind.startsWith('defect.') ? 'defects' : 'documents';
      expect(['defect.create', 'defect.status', 'document.save']).toContain(entry.kind);
      const target = seed[collection].find((row) => row.id === entry.targetId);
      expect(target?.projectId, entry.summary).toBe(entry.projectId);
      expect(entry.summary).toContain(collection === 'defects' ? `#${entry.targetId}` : 'saved document');
      expect(entry.user).toMatch(/^[a-z]+$/);
    }
    const projectId = recent[0].projectId;
    const one = (await wb.call('GET', `/workbench/stats?projectId=${projectId}`, { token: wb.admin })).body
      .data;
    expect(one.recent.length).toBeGreaterThan(0);
    expect(one.recent.every((a: Entry) => a.projectId === projectId)).toBe(true);
    // The log is the server's record: REST may neither read nor forge it.
    for (const method of ['GET', 'POST'] as const) {
      const answer = await wb.call(method, '/activities', {
        token: wb.admin,
        body: method === 'POST' ? {} : undefined,
      });
      expect(answer.status, `${method} /activities`).toBe(404);
    }
  });
});

describe('#16.6 a status change from the dashboard (§5.2)', () => {
  it('#16.6 §5.2 a move through the board’s tasks/sort shows in my stats (done, counters) and first in the feed', async () => {
    const before = (await wb.call('GET', '/workbench/stats', { token: wb.admin })).body.data;
    const task = before.tasks.find((t: Row & { done: boolean }) => !t.done);
    const moved = await wb.call('POST', '/workbench/tasks/sort', {
      token: wb.admin,
      body: { id: task.id, column: 'done', prevId: null, nextId: null },
    });
    expect(moved.status).toBe(200);
    const after = (await wb.call('GET', '/workbench/stats', { token: wb.admin })).body.data;
    expect(after.tasks.find((t: Row) => t.id === task.id)).toMatchObject({
      column: 'done',
      columnName: '已完成',
      done: true,
    });
    expect(after.myTasks.open).toBe(before.myTasks.open - 1);
    expect(after.recent[0]).toMatchObject({ user: 'admin', kind: 'task.move', targetId: task.id });
    expect(after.recentProjects[0].id).toBe(after.recent[0].projectId);
    const editorView = (await wb.call('GET', '/workbench/stats', { token: wb.editor })).body.data;
    expect(editorView.recent[0]).toMatchObject({ user: 'admin', kind: 'task.move' });
    const refused = await wb.call('POST', '/workbench/tasks/sort', {
      token: wb.tester,
      body: { id: task.id, column: 'todo', prevId: null, nextId: null },
    });
    expect(refused.status).toBe(403);
  });
});

describe('#16.6 GET /workbench/health (§5.1 config health)', () => {
  it('#16.6 §5.1 a page file made invalid shows as one error at its line; stats lists the check', async () => {
    const clean = (await wb.call('GET', '/workbench/health?projectId=0', { token: wb.tester })).body.data;
    expect(clean).toMatchObject({ projectId: 0, errors: 0, first: null });
    const home = readFileSync(join(wb.root, 'config/pages/home.yaml'), 'utf8');
    const broken = home.replace('field: total, span: 8 }', 'field: total, span: wide }');
    expect(broken).not.toBe(home);
    writeFileSync(join(wb.root, 'config/pages/home.yaml'), broken);
    const line = broken.split('\n').findIndex((l) => l.includes('span: wide')) + 1;
    const answer = (await wb.call('GET', '/workbench/health?projectId=0', { token: wb.admin })).body.data;
    expect(answer.errors).toBe(1);
    expect(answer.first).toMatchObject({ path: 'config/pages/home.yaml', line });
    const stats = (await wb.call('GET', '/workbench/stats', { token: wb.admin })).body.data;
    expect(stats.validation.find((v: Row) => v.projectId === 0)).toMatchObject({ errors: 1 });
    const unknown = await wb.call('GET', '/workbench/health?projectId=4242', { token: wb.admin });
    expect(unknown.status).toBe(404);
    writeFileSync(join(wb.root, 'config/pages/home.yaml'), home);
  });
});
