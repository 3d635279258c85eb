import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorkbench, type WorkbenchHarness } from './workbenchHarness';

// Boards from templates, template CRUD and the field rules the server enforces.
let wb: WorkbenchHarness;
beforeAll(async () => {
  wb = await startWorkbench();
});
afterAll(() => wb?.stop());

const post = (path: string, body: unknown, token = wb.admin) => wb.call('POST', path, { token, body });

describe('#16.1 §5.13 board templates', () => {
  it('#16.1 §5.13 a board created from the Scrum template has its columns in template order and its starter tasks', async () => {
    const templates = (await wb.call('GET', '/workbench/boardTpl/getList', { token: wb.tester })).body.data
      .list;
    expect(templates.map((t: { name: string }) => t.name)).toEqual(['基础三列', 'Scrum', '缺陷流转']);
    const scrum = templates[1];
    const created = await post('/workbench/board/fromTemplate', {
      templateId: scrum.id,
      projectId: 5,
      name: '五号迭代',
    });
    expect(created.status).toBe(200);
    const id = created.body.data.id;
    const { board, tasks } = (await wb.call('GET', `/workbench/board/get?id=${id}`, { token: wb.admin })).body
      .data;
    expect(board.columns.map((c: { name: string }) => c.name)).toEqual([
      '待梳理',
      '本迭代',
      '进行中',
      '待验收',
      '已完成',
    ]);
    expect(board.columns[2].wipLimit).toBe(3);
    expect(board.projectId).toBe(5);
    expect(tasks.map((t: { title: string; column: string }) => [t.title, t.column])).toEqual([
      ['梳理产品待办列表', 'backlog'],
      ['迭代计划会', 'sprint'],
    ]);
    const list = (await wb.call('GET', '/workbench/board/getList?projectId=5', { token: wb.admin })).body.data
      .list;
    expect(list.map((b: { name: string }) => b.name)).toContain('五号迭代');
    expect((await post('/workbench/board/fromTemplate', { templateId: 99, projectId: 5 })).status).toBe(404);
    expect((await post('/workbench/board/fromTemplate', { templateId: 1, projectId: 99 })).status).toBe(404);
  });

  it('#16.1 §5.13 template CRUD: located errors, unique names, built-in ones copied not changed, deletes by delete:system', async () => {
    const bad = await post('/workbench/boardTpl/save', {
      name: 'Scrum',
      columns: [{ name: '一' }, { name: '一', wipLimit: -1 }],
      starterTasks: [{ title: '开工', column: 'zz' }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.data.fieldErrors).toMatchObject({
      name: '模板名称「Scrum」已存在',
      'columns.1.name': '列名「一」重复',
      'columns.1.wipLimit': 'WIP 上限须为 0–99 的整数',
      'starterTasks.0.column': '列 zz 不在模板的列中',
    });
    const good = await post('/workbench/boardTpl/save', {
      name: '发布流程',
      description: '从开发到上线',
      columns: [
        { key: 'dev', name: '开发' },
        { key: 'qa', name: '测试', wipLimit: 2 },
        { key: 'live', name: '上线', done: true },
      ],
      starterTasks: [{ title: '写发布说明', column: 'live' }],
      labels: ['发布'],
    });
    expect(good.status).toBe(200);
    const id = good.body.data.id;
    expect(good.body.data).toMatchObject({ builtIn: false, labels: ['发布'] });
    const { builtIn: _builtIn, createTime: _createTime, ...editable } = good.body.data;
    const renamed = await post('/workbench/boardTpl/save', { ...editable, name: '发布流程 v2' });
    expect(renamed.body.data.name).toBe('发布流程 v2');
    const builtInEdit = await post('/workbench/boardTpl/save', {
      id: 1,
      name: '改名',
      columns: [{ name: 'a' }],
    });
    expect(builtInEdit.status).toBe(403);
    expect(builtInEdit.body.msg).toContain('复制');
    expect((await post('/workbench/boardTpl/doDelete', { ids: [1] })).status).toBe(403);
    expect((await post('/workbench/boardTpl/doDelete', { ids: [id] }, wb.editor)).status).toBe(403);
    expect((await post('/workbench/boardTpl/doDelete', { ids: [id] })).status).toBe(200);
    const names = (
      await wb.call('GET', '/workbench/boardTpl/getList', { token: wb.admin })
    ).body.data.list.map((t: { name: string }) => t.name);
    expect(names).not.toContain('发布流程 v2');
  });
});

describe('#16.1 §5.13 board and card rules', () => {
  it('#16.1 a column that still holds cards cannot be removed (409); a bad WIP limit is a located error', async () => {
    const { board } = (await wb.call('GET', '/workbench/board/get?id=1', { token: wb.admin })).body.data;
    const withoutDoing = board.columns.filter((c: { key: string }) => c.key !== 'doing');
    const refused = await post('/workbench/board/save', { id: 1, columns: withoutDoing });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toMatch(/列「进行中」还有 \d+ 张卡片/);
    const wip = await post('/workbench/board/save', {
      id: 1,
      columns: board.columns.map((c: object, i: number) => (i === 1 ? { ...c, wipLimit: 2.5 } : c)),
    });
    expect(wip.status).toBe(400);
    expect(wip.body.data.fieldErrors['columns.1.wipLimit']).toBeTruthy();
    const noName = await post('/workbench/board/save', { projectId: 1, name: ' ', columns: [{ name: 'a' }] });
    expect(noName.body.data.fieldErrors.name).toBe('看板名称不能为空');
    const limit = await post('/workbench/board/save', {
      id: 1,
      columns: board.columns.map((c: object, i: number) => (i === 1 ? { ...c, wipLimit: 2 } : c)),
    });
    expect(limit.status).toBe(200);
    expect(limit.body.data.columns[1].wipLimit).toBe(2);
  });

  it('#16.1 a card saves its detail; bad fields are refused by name and change nothing', async () => {
    const outside = await post('/workbench/tasks/save', { id: 16, title: 'x', priority: 'whenever' });
    expect(outside.status).toBe(400);
    expect(Object.keys(outside.body.data.fieldErrors)).toEqual(['priority']);
    const refused = await post('/workbench/tasks/save', {
      id: 16,
      title: '',
      dueDate: '2025-13-40',
      defectId: 999,
    });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.data.fieldErrors).sort()).toEqual(['defectId', 'dueDate', 'title']);
    const { tasks } = (await wb.call('GET', '/workbench/board/get?id=1', { token: wb.admin })).body.data;
    expect(tasks.find((t: { id: number }) => t.id === 16).title).toBe('实现order模块');
    const { links } = (await wb.call('GET', '/workbench/board/get?id=1', { token: wb.admin })).body.data;
    expect(links.pages.some((p: { path: string }) => p.path === '/index')).toBe(true);
    const defect = links.defects[0]?.id ?? null;
    const saved = await post('/workbench/tasks/save', {
      id: 16,
      title: '实现订单列表',
      assignee: 'lina',
      dueDate: '2025-03-01',
      labels: ['前端', '接口'],
      defectId: defect,
      pageRef: '/index',
      estimate: 3,
      column: 'done',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      title: '实现订单列表',
      assignee: 'lina',
      dueDate: '2025-03-01',
      labels: ['前端', '接口'],
      pageRef: '/index',
      column: 'done',
      done: true,
    });
  });
});
