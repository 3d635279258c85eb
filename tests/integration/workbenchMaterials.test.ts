import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorkbench, type WorkbenchHarness } from './workbenchHarness';

let wb: WorkbenchHarness;
beforeAll(async () => {
  wb = await startWorkbench();
});
afterAll(async () => {
  await wb?.stop();
});

type Material = { id: number; name: string; type: string; tags: string[]; uses: number; available: boolean };
const list = async (query: string, token = wb.tester) =>
  (await wb.call('GET', `/workbench/material/getList?${query}`, { token })).body.data as {
    list: Material[];
    total: number;
    tags: string[];
  };
const byName = async (name: string) =>
  (await list(`keyword=${encodeURIComponent(name)}`)).list.find((m) => m.name === name) as Material;

describe('#15.3 §5.16 the material gallery', () => {
  it('#15.3 filtering by type page shows only pages; a tag and a keyword narrow the list', async () => {
    const all = await list('pageSize=100');
    expect(all.total).toBeGreaterThanOrEqual(18);
    expect(new Set(all.list.map((m) => m.type))).toEqual(
      new Set(['page', 'column', 'columns', 'field', 'form', 'action', 'route', 'strings']),
    );
    const pages = await list('type=page');
    expect(pages.list.length).toBeGreaterThan(0);
    expect(pages.list.every((m) => m.type === 'page')).toBe(true);
    const tagged = await list(`tag=${encodeURIComponent('校验')}`);
    expect(tagged.list.map((m) => m.name).sort()).toEqual(['手机号字段', '邮箱字段', '金额字段'].sort());
    const found = await list(`keyword=${encodeURIComponent('手机')}`);
    expect(found.list.map((m) => m.name)).toEqual(['手机号字段']);
    const byUses = all.list.map((m) => m.uses);
    expect(byUses).toEqual([...byUses].sort((a, b) => b - a));
    expect(all.tags).toContain('常用');
  });

  it('#15.3 a material requiring plugin example is unavailable for a project without it', async () => {
    const jimu = (await list('projectId=0&pageSize=100')).list.find((m) => m.name === '画廊展示路由');
    const blank = (await list('projectId=1&pageSize=100')).list.find((m) => m.name === '画廊展示路由');
    expect(jimu?.available).toBe(true);
    expect(blank).toMatchObject({ available: false, missingPlugins: ['example'] });
    const plan = await wb.call('POST', '/workbench/material/plan', {
      token: wb.admin,
      body: { id: blank?.id, projectId: 1 },
    });
    expect(plan.status).toBe(400);
    expect(plan.body.msg).toContain('example');
  });
});

describe('#15.3 §5.16 create: content checked against its fragment schema', () => {
  const column = (cell: string) => `field: status\ntitle: field.status\ncell: ${cell}\n`;

  it('#15.3 a column with a tag cell is valid; `cell: foo` is refused at its line and column', async () => {
    const good = await wb.call('POST', '/workbench/material/validate', {
      token: wb.editor,
      body: { type: 'column', content: column('{ type: tag, colors: { published: green } }') },
    });
    expect(good.body.data.diagnostics).toEqual([]);
    expect(good.body.data.value.cell).toEqual({ type: 'tag', colors: { published: 'green' } });
    const bad = await wb.call('POST', '/workbench/material/save', {
      token: wb.editor,
      body: { name: '坏的列', type: 'column', tags: [], content: column('foo') },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.data.diagnostics[0]).toMatchObject({
      path: 'content',
      line: 3,
      col: 7,
      code: 'schema-enum',
    });
    const syntax = await wb.call('POST', '/workbench/material/validate', {
      token: wb.editor,
      body: { type: 'field', content: 'name: a\nschema: { type: string\n' },
    });
    expect(syntax.body.data.diagnostics[0]).toMatchObject({ line: 2, code: 'yaml-syntax' });
    const params = await wb.call('POST', '/workbench/material/validate', {
      token: wb.editor,
      body: {
        type: 'column',
        content: column('tag'),
        params: 'type: object\nproperties:\n  x: { type: date }\n',
      },
    });
    expect(params.body.data.diagnostics[0]).toMatchObject({ path: 'params', line: 3, col: 14 });
  });

  it('#15.3 save: the test user may not create; an edit bumps the version; a stale version is 409; built-in ones are fixed', async () => {
    const body = { name: '状态列', type: 'column', tags: ['测试'], content: column('tag') };
    expect((await wb.call('POST', '/workbench/material/save', { token: wb.tester, body })).status).toBe(403);
    const created = await wb.call('POST', '/workbench/material/save', { token: wb.editor, body });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ version: 1, builtIn: false, author: 'editor', uses: 0 });
    const id = created.body.data.id;
    expect((await byName('状态列'))?.id).toBe(id);
    const edited = await wb.call('POST', '/workbench/material/save', {
      token: wb.editor,
      body: { ...body, id, version: 1, content: column('status') },
    });
    expect(edited.body.data.version).toBe(2);
    const stale = await wb.call('POST', '/workbench/material/save', {
      token: wb.editor,
      body: { ...body, id, version: 1 },
    });
    expect(stale.status).toBe(409);
    const builtIn = await byName('状态标签列');
    const fixed = await wb.call('POST', '/workbench/material/save', {
      token: wb.admin,
      body: { ...body, id: builtIn.id, version: 1 },
    });
    expect(fixed.status).toBe(403);
    const missingName = await wb.call('POST', '/workbench/material/save', {
      token: wb.editor,
      body: { ...body, name: '' },
    });
    expect(missingName.body.data.fieldErrors.name).toBeDefined();
    expect(
      (await wb.call('POST', '/workbench/material/doDelete', { token: wb.editor, body: { ids: [id] } }))
        .status,
    ).toBe(403);
    expect(
      (
        await wb.call('POST', '/workbench/material/doDelete', {
          token: wb.admin,
          body: { ids: [builtIn.id] },
        })
      ).status,
    ).toBe(403);
    expect(
      (await wb.call('POST', '/workbench/material/doDelete', { token: wb.admin, body: { ids: [id] } }))
        .status,
    ).toBe(200);
    expect((await wb.call('GET', `/workbench/material/get?id=${id}`, { token: wb.tester })).status).toBe(404);
  });
});

describe('#15.3 §5.16 use: parameters, counting, insertion into a project', () => {
  it('#15.3 render with parameters (the test user may try them), bad values are field errors; use counts and needs write', async () => {
    const page = await byName('标准列表页');
    const rendered = await wb.call('POST', '/workbench/material/render', {
      token: wb.tester,
      body: { id: page.id, values: { name: 'orders', resource: 'orderList' } },
    });
    expect(rendered.status).toBe(200);
    expect(rendered.body.data.value).toMatchObject({ title: 'page.orders.title', resource: 'orderList' });
    const wrong = await wb.call('POST', '/workbench/material/render', {
      token: wb.tester,
      body: { id: page.id, values: { name: 3 } },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.data.fieldErrors.name).toBeDefined();
    expect(
      (await wb.call('POST', '/workbench/material/use', { token: wb.tester, body: { id: page.id } })).status,
    ).toBe(403);
    const used = await wb.call('POST', '/workbench/material/use', {
      token: wb.editor,
      body: { id: page.id, target: 'designer' },
    });
    expect(used.body.data.material.uses).toBe(page.uses + 1);
  });

  it('#15.3 a page material goes into a project as a page with its route and strings, through apply', async () => {
    const page = await byName('标准列表页');
    const plan = await wb.call('POST', '/workbench/material/plan', {
      token: wb.editor,
      body: { id: page.id, projectId: 2, values: { name: 'articles' } },
    });
    expect(plan.status).toBe(200);
    const files = plan.body.data.files as { path: string; status: string }[];
    expect(files.map((f) => f.path).sort()).toEqual(
      [
        'config/i18n/en.yaml',
        'config/i18n/zh.yaml',
        'config/pages/articles.yaml',
        'config/routes.yaml',
      ].sort(),
    );
    expect(plan.body.data.diagnostics.filter((d: { severity: string }) => d.severity === 'error')).toEqual(
      [],
    );
    expect(plan.body.data.added).toContain('page.articles.title');
    const applied = await wb.call('POST', '/workbench/apply', {
      token: wb.editor,
      body: { projectId: 2, files },
    });
    expect(applied.status).toBe(200);
    const root = join(wb.dataDir, 'projects', 'P002');
    expect(existsSync(join(root, 'config/pages/articles.yaml'))).toBe(true);
    expect(readFileSync(join(root, 'config/routes.yaml'), 'utf8')).toContain('page: articles');
    const again = await wb.call('POST', '/workbench/material/plan', {
      token: wb.editor,
      body: { id: page.id, projectId: 2, values: { name: 'articles' } },
    });
    expect(again.status).toBe(400);
    expect(again.body.msg).toContain('articles');
  });

  it('#15.3 a column material is not a project file: the plan says where it goes instead', async () => {
    const column = await byName('状态标签列');
    const plan = await wb.call('POST', '/workbench/material/plan', {
      token: wb.editor,
      body: { id: column.id, projectId: 2 },
    });
    expect(plan.status).toBe(400);
    expect(plan.body.msg).toContain('表单设计器');
  });

  it('#15.3 a column material goes into a generated table: the same field takes its cell, new fields are added; only columns qualify', async () => {
    const imported = await wb.call('POST', '/workbench/generator/import', {
      token: wb.editor,
      body: { projectId: 2, name: 'posts', sample: [{ id: 1, title: 'a', status: 'draft' }] },
    });
    const genTableId = imported.body.data[0].id;
    const status = await byName('状态标签列');
    expect(
      (
        await wb.call('POST', '/workbench/material/toGenTable', {
          token: wb.tester,
          body: { id: status.id, genTableId },
        })
      ).status,
    ).toBe(403);
    const one = await wb.call('POST', '/workbench/material/toGenTable', {
      token: wb.editor,
      body: { id: status.id, genTableId },
    });
    expect(one.status).toBe(200);
    expect(one.body.data.columns.find((c: { field: string }) => c.field === 'status')).toMatchObject({
      cell: 'tag',
      enumValues: ['published', 'draft'],
      overridden: expect.arrayContaining(['cell']),
    });
    const audit = await byName('审计列组');
    const set = await wb.call('POST', '/workbench/material/toGenTable', {
      token: wb.editor,
      body: { id: audit.id, genTableId },
    });
    expect(set.body.data.columns.map((c: { field: string }) => c.field)).toEqual(
      expect.arrayContaining(['author', 'createTime', 'updateTime']),
    );
    const page = await byName('标准列表页');
    const wrong = await wb.call('POST', '/workbench/material/toGenTable', {
      token: wb.editor,
      body: { id: page.id, genTableId },
    });
    expect(wrong.status).toBe(400);
  });
});
