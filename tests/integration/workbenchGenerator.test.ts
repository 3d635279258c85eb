import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { startWorkbench, type WorkbenchHarness } from './workbenchHarness';
import { expectPatchApplies } from './zipPatch';

let wb: WorkbenchHarness;
const previousDev = process.env.JIMU_DEV;

type File = { path: string; status: string; content: string; baseHash: string | null; mode: string };

beforeAll(async () => {
  wb = await startWorkbench();
});
afterAll(async () => {
  if (previousDev === undefined) delete process.env.JIMU_DEV;
  else process.env.JIMU_DEV = previousDev;
  await wb?.stop();
});

const importMock = async (table: string) => {
  const answer = await wb.call('POST', '/workbench/generator/import', {
    token: wb.admin,
    body: { projectId: 0, dataSourceId: 0, tables: [table] },
  });
  expect(answer.status).toBe(200);
  return answer.body.data[0];
};
const render = async (genTableId: number, token = wb.admin) =>
  wb.call('POST', '/workbench/generator/render', { token, body: { genTableId } });
const keysOf = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([k, v]) => keysOf(v, `${prefix}${k}.`))
    : [prefix.slice(0, -1)];

describe('#14.4 code generation over HTTP', () => {
  let goodsId: number;

  it('#14.4 goods from the mock source: the page parses, validates with 0 problems, zh and en get the same keys', async () => {
    const goods = await importMock('goods');
    goodsId = goods.id;
    expect(goods.resource).toBe('goods');
    expect(goods.options.seedCollection).toBe(false);
    const answer = await render(goodsId);
    expect(answer.status).toBe(200);
    const { files, diagnostics } = answer.body.data as { files: File[]; diagnostics: unknown[] };
    expect(diagnostics).toEqual([]);
    const page = files.find((f) => f.path === `config/pages/${goods.pageName}.yaml`) as File;
    expect(page.status).toBe('new');
    expect(page.content.startsWith('# yaml-language-server: $schema=../../schemas/page.schema.json\n')).toBe(
      true,
    );
    expect(parse(page.content)).toMatchObject({ kind: 'crud', resource: 'goods' });
    const zh = parse(files.find((f) => f.path === 'config/i18n/zh.yaml')?.content as string);
    const en = parse(files.find((f) => f.path === 'config/i18n/en.yaml')?.content as string);
    expect(keysOf(zh.page[goods.pageName]).sort()).toEqual(keysOf(en.page[goods.pageName]).sort());
    expect(answer.body.data.rows[0]).toEqual(
      (await wb.call('GET', '/goods/getList', { token: wb.admin })).body.data.list[0],
    );
  });

  it('#14.4 generating twice with no change gives byte-identical files', async () => {
    const first = (await render(goodsId)).body.data.files as File[];
    const second = (await render(goodsId)).body.data.files as File[];
    expect(second.map((f) => f.content)).toEqual(first.map((f) => f.content));
  });

  it('#14.4 importing departments gets page name departments2 (the collision is resolved, not failed)', async () => {
    const departments = await importMock('departments');
    expect(departments.pageName).toBe('departments2');
    expect(departments.resource).toBe('departmentManagement');
  });

  it('#14.4 §5.7.2 importing two tables at once creates two generated tables, each listed with its own page', async () => {
    const before = (await wb.call('GET', '/workbench/genTable/getList?projectId=2', { token: wb.admin })).body
      .data.list as { id: number }[];
    const answer = await wb.call('POST', '/workbench/generator/import', {
      token: wb.admin,
      body: { projectId: 2, dataSourceId: 0, tables: ['notices', 'goods'] },
    });
    expect(answer.status).toBe(200);
    const made = answer.body.data as { id: number; tableName: string; pageName: string; projectId: number }[];
    expect(made.map((t) => [t.tableName, t.projectId])).toEqual([
      ['notices', 2],
      ['goods', 2],
    ]);
    expect(new Set(made.map((t) => t.id)).size).toBe(2);
    expect(new Set(made.map((t) => t.pageName)).size).toBe(2);
    const after = (await wb.call('GET', '/workbench/genTable/getList?projectId=2', { token: wb.admin })).body
      .data.list as { id: number }[];
    expect(after.length).toBe(before.length + 2);
    expect(after.map((t) => t.id)).toEqual(expect.arrayContaining(made.map((t) => t.id)));
  });

  it('#14.4 a JSON sample gives publishedAt date-time with a datetime cell, status an enum with a tag cell', async () => {
    const sample = Array.from({ length: 12 }, (_, i) => ({
      id: i + 1,
      title: `a${i}`,
      publishedAt: `2024-01-${String(i + 1).padStart(2, '0')}T00:00:00Z`,
      status: i % 2 ? 'draft' : 'published',
    }));
    const answer = await wb.call('POST', '/workbench/generator/import', {
      token: wb.admin,
      body: { projectId: 0, name: 'articles', sample },
    });
    const columns = answer.body.data[0].columns as {
      field: string;
      format?: string;
      cell: string;
      enumValues?: string[];
    }[];
    expect(columns.find((c) => c.field === 'publishedAt')).toMatchObject({
      format: 'date-time',
      cell: 'datetime',
    });
    expect(columns.find((c) => c.field === 'status')).toMatchObject({
      cell: 'tag',
      enumValues: ['draft', 'published'],
    });
  });

  it('#14.4 importing an empty list of tables is refused (400), not answered with nothing imported', async () => {
    const answer = await wb.call('POST', '/workbench/generator/import', {
      token: wb.admin,
      body: { projectId: 0, dataSourceId: 0, tables: [] },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toBe('请选择要导入的表');
  });

  it('#14.4 invalid DDL answers the parser line and column', async () => {
    const answer = await wb.call('POST', '/workbench/generator/import', {
      token: wb.admin,
      body: { projectId: 0, ddl: 'CREATE TABLE x (id int,\n name varchar(3) NOT NUL)' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.data).toEqual({
      diagnostics: [{ line: 2, col: 18, message: expect.any(String), severity: 'error' }],
    });
    expect(answer.body.msg).toBe(`2:18: ${answer.body.data.diagnostics[0].message}`);
  });

  it('#14.4 zip: the entries are the changed files plus APPLY.md and changes.patch; mock-db.json is whole and the patch applies to the project as it is', async () => {
    const response = await fetch(`${wb.url}/workbench/generator/zip`, {
      method: 'POST',
      headers: { authorization: `Bearer ${wb.admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ genTableId: goodsId }),
    });
    expect(response.headers.get('content-type')).toContain('application/zip');
    const entries = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const changed = ((await render(goodsId)).body.data.files as File[])
      .filter((f) => f.status !== 'unchanged')
      .map((f) => f.path);
    expect(Object.keys(entries).sort()).toEqual([...changed, 'APPLY.md', 'changes.patch'].sort());
    expect(strFromU8(entries['changes.patch'] as Uint8Array)).toContain('+++ b/config/routes.yaml');
    // A table with a seed collection of its own: mock-db.json comes whole, every collection kept.
    const sample = [{ id: 1, title: 'first', read: false }];
    const made = await wb.call('POST', '/workbench/generator/import', {
      token: wb.admin,
      body: { projectId: 0, name: 'pressNotes', sample },
    });
    const notes = made.body.data[0] as { id: number; resource: string };
    const zipped = await fetch(`${wb.url}/workbench/generator/zip`, {
      method: 'POST',
      headers: { authorization: `Bearer ${wb.admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ genTableId: notes.id }),
    });
    const more = unzipSync(new Uint8Array(await zipped.arrayBuffer()));
    const db = JSON.parse(strFromU8(more['mock-db.json'] as Uint8Array)) as Record<string, unknown>;
    expect(Object.keys(db)).toEqual(expect.arrayContaining(['users', 'roles', 'goods', notes.resource]));
    expectPatchApplies(wb.root, entries);
    expectPatchApplies(wb.root, more);
  });

  it('#14.7 apply to JIMU: 403 under jimu serve (run jimu dev), 403 for editor under dev, written for admin', async () => {
    const files = (await render(goodsId)).body.data.files as File[];
    delete process.env.JIMU_DEV;
    const serve = await wb.call('POST', '/workbench/apply', {
      token: wb.admin,
      body: { projectId: 0, genTableId: goodsId, files },
    });
    expect(serve.status).toBe(403);
    expect(serve.body.msg).toContain('jimu dev');
    process.env.JIMU_DEV = '1';
    const editor = await wb.call('POST', '/workbench/apply', {
      token: wb.editor,
      body: { projectId: 0, genTableId: goodsId, files },
    });
    expect(editor.status).toBe(403);
    expect(
      (await wb.call('POST', '/workbench/apply', { token: wb.tester, body: { projectId: 0, files } })).status,
    ).toBe(403);
    const admin = await wb.call('POST', '/workbench/apply', {
      token: wb.admin,
      body: { projectId: 0, genTableId: goodsId, files },
    });
    expect(admin.status).toBe(200);
    expect(admin.body.data.written).toEqual(
      expect.arrayContaining(['config/routes.yaml', 'config/i18n/zh.yaml']),
    );
    const routes = readFileSync(join(wb.root, 'config/routes.yaml'), 'utf8');
    expect(
      routes.startsWith(
        '# yaml-language-server: $schema=../schemas/routes.schema.json\n# The whole route tree',
      ),
    ).toBe(true);
  });

  it('#14.4 regenerating reports every file unchanged; a hand edit shows as a conflict and apply needs a choice', async () => {
    const again = (await render(goodsId)).body.data.files as File[];
    expect(again.map((f) => f.status)).toEqual(again.map(() => 'unchanged'));
    const pagePath = again[0]?.path as string;
    const pageFile = join(wb.root, pagePath);
    writeFileSync(pageFile, `${readFileSync(pageFile, 'utf8')}# my own note\n`);
    const files = (await render(goodsId)).body.data.files as File[];
    const page = files.find((f) => f.path === pagePath) as File;
    expect(page.status).toBe('conflict');
    const body = {
      projectId: 0,
      genTableId: goodsId,
      files: files.map((f) => ({ ...f, conflict: f.status === 'conflict' })),
    };
    const refused = await wb.call('POST', '/workbench/apply', { token: wb.admin, body });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toContain(pagePath);
    const stale = await wb.call('POST', '/workbench/apply', {
      token: wb.admin,
      body: {
        ...body,
        files: body.files.map((f) => ({ ...f, baseHash: 'stale' })),
        resolutions: { [pagePath]: 'generated' },
      },
    });
    expect(stale.status).toBe(409);
    const taken = await wb.call('POST', '/workbench/apply', {
      token: wb.admin,
      body: { ...body, resolutions: { [pagePath]: 'generated' } },
    });
    expect(taken.status).toBe(200);
    expect(readFileSync(pageFile, 'utf8')).not.toContain('# my own note');
  });
});

describe('#14.5 template test rendering over HTTP', () => {
  it('#14.5 renders against a table, reports Liquid errors at their line, validates config output at its line', async () => {
    const table = (await wb.call('GET', '/workbench/genTable/getList?projectId=0', { token: wb.admin })).body
      .data.list[0];
    const readme = await wb.call('POST', '/workbench/templates/render', {
      token: wb.admin,
      body: {
        genTableId: table.id,
        content: '# {{ table.name | pascal }}\n{{ columns.size }} columns',
        path: 'docs/x.md',
      },
    });
    expect(readme.body.data.output).toBe(
      `# ${table.tableName.charAt(0).toUpperCase()}${table.tableName.slice(1)}\n${table.columns.length} columns`,
    );
    const broken = await wb.call('POST', '/workbench/templates/render', {
      token: wb.admin,
      body: { genTableId: table.id, content: 'a\nb\n{% if page %}\nc' },
    });
    expect(broken.body.data.error).toMatchObject({ line: 3, col: 1 });
    const invalid = await wb.call('POST', '/workbench/templates/render', {
      token: wb.admin,
      body: {
        genTableId: table.id,
        path: 'config/pages/templated.yaml',
        content:
          'kind: crud\ntitle: page.goods.title\nresource: goods\ncolumns:\n  - { field: id, title: page.goods.title, cell: foo }\n',
      },
    });
    expect(invalid.body.data.diagnostics.length).toBeGreaterThan(0);
    expect(invalid.body.data.diagnostics[0]).toMatchObject({ path: 'config/pages/templated.yaml', line: 5 });
    expect(
      (
        await wb.call('POST', '/workbench/templates/render', {
          token: wb.tester,
          body: { genTableId: table.id, content: 'x' },
        })
      ).status,
    ).toBe(403);
  });
});
