import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validate } from '@readme/openapi-parser';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadAndValidate } from '../../scripts/config';
import { startWorkbench, type WorkbenchHarness } from './workbenchHarness';

let wb: WorkbenchHarness;
const previousDev = process.env.JIMU_DEV;

beforeAll(async () => {
  delete process.env.JIMU_DEV;
  wb = await startWorkbench();
});
afterAll(async () => {
  if (previousDev !== undefined) process.env.JIMU_DEV = previousDev;
  await wb?.stop();
});

describe('#14.2 projects are config folders on disk', () => {
  it('#14.2 the list holds JIMU and the eight demo projects with status; nobody may write JIMU under jimu serve', async () => {
    const list = (await wb.call('GET', '/workbench/project/getList', { token: wb.tester })).body.data.list;
    expect(list.map((p: { code: string }) => p.code)).toEqual([
      'JIMU',
      'P001',
      'P002',
      'P003',
      'P004',
      'P005',
      'P006',
      'P007',
      'P008',
    ]);
    expect(list.every((p: { status: string }) => ['active', 'archived'].includes(p.status))).toBe(true);
    expect(list.every((p: { writable: boolean }) => p.writable === false)).toBe(true);
    const admin = (await wb.call('GET', '/workbench/project/getList', { token: wb.admin })).body.data.list;
    expect(admin.find((p: { code: string }) => p.code === 'JIMU').writable).toBe(false);
    expect(admin.find((p: { code: string }) => p.code === 'P001').writable).toBe(true);
    const save = await wb.call('POST', '/workbench/project/saveFile', {
      token: wb.admin,
      body: { projectId: 0, path: 'config/theme.yaml', content: 'layout: column\n', baseHash: null },
    });
    expect(save.status).toBe(403);
    expect(save.body.msg).toContain('jimu dev');
  });

  it('#14.2 a duplicate or malformed code is a field error; the test user may not create', async () => {
    const duplicate = await wb.call('POST', '/workbench/project/create', {
      token: wb.admin,
      body: { name: 'x', code: 'P001' },
    });
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.data.fieldErrors.code).toContain('已存在');
    const malformed = await wb.call('POST', '/workbench/project/create', {
      token: wb.admin,
      body: { name: 'x', code: 'lower' },
    });
    expect(malformed.body.data.fieldErrors.code).toBeDefined();
    expect(
      (
        await wb.call('POST', '/workbench/project/create', {
          token: wb.tester,
          body: { name: 'x', code: 'TX' },
        })
      ).status,
    ).toBe(403);
  });

  it('#14.2 a blank project is a valid console on disk: jimu validate passes on its folder as it is', async () => {
    const created = await wb.call('POST', '/workbench/project/create', {
      token: wb.editor,
      body: {
        name: '订单后台',
        code: 'ORDERS',
        titleZh: '订单后台',
        titleEn: 'Orders console',
        template: 'blank',
      },
    });
    expect(created.status).toBe(200);
    const folder = join(wb.root, '.data', 'projects', 'ORDERS', 'config');
    expect(existsSync(join(folder, 'app.yaml'))).toBe(true);
    expect((await loadAndValidate(folder)).diagnostics).toEqual([]);
    const files = await wb.call('GET', `/workbench/project/files?projectId=${created.body.data.id}`, {
      token: wb.tester,
    });
    expect(files.body.data.files.map((f: { path: string }) => f.path)).toContain('config/pages/home.yaml');
    const zh = await wb.call(
      'GET',
      `/workbench/project/file?projectId=${created.body.data.id}&path=config/i18n/en.yaml`,
      { token: wb.tester },
    );
    expect(parse(zh.body.data.content).app.title).toBe('Orders console');
    const zip = await fetch(`${wb.url}/workbench/project/zip?projectId=${created.body.data.id}`, {
      headers: { authorization: `Bearer ${wb.tester}` },
    });
    const entries = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    expect(Object.keys(entries).sort()).toEqual(
      [...files.body.data.files.map((f: { path: string }) => f.path), 'README.md'].sort(),
    );
    expect(strFromU8(entries['config/app.yaml'] as Uint8Array)).toContain('title: app.title');
    expect(strFromU8(entries['README.md'] as Uint8Array)).toContain('npx jimu serve --project ORDERS');
  });

  it('#14.2 §5.4 a CRUD starter project is the blank console plus a 任务 page with its seeded collection; jimu validate passes as it is', async () => {
    const created = await wb.call('POST', '/workbench/project/create', {
      token: wb.admin,
      body: { name: '任务台', code: 'TASKS', titleZh: '任务台', titleEn: 'Task desk', template: 'crud' },
    });
    expect(created.status).toBe(200);
    const root = join(wb.root, '.data', 'projects', 'TASKS');
    expect((await loadAndValidate(join(root, 'config'))).diagnostics).toEqual([]);
    const page = parse(readFileSync(join(root, 'config', 'pages', 'tasks.yaml'), 'utf8'));
    expect(page).toMatchObject({ kind: 'crud', resource: 'tasks' });
    const zh = parse(readFileSync(join(root, 'config', 'i18n', 'zh.yaml'), 'utf8'));
    expect(zh.route.tasks).toBe('任务');
    const db = JSON.parse(readFileSync(join(root, 'mock-db.json'), 'utf8'));
    expect(db.tasks).toHaveLength(12);
    expect(db.tasks[0]).toMatchObject({ id: 1, title: 'Task 1', taskStatus: 'todo' });
  });

  it('#14.2 settings: keepAliveMax -1 is refused with the schema minimum; a valid change is written; a stale hash is 409', async () => {
    const id = (await wb.call('GET', '/workbench/project/getList', { token: wb.admin })).body.data.list.find(
      (p: { code: string }) => p.code === 'ORDERS',
    ).id;
    const app = (
      await wb.call('GET', `/workbench/project/file?projectId=${id}&path=config/app.yaml`, {
        token: wb.admin,
      })
    ).body.data;
    const bad = await wb.call('POST', '/workbench/project/saveFile', {
      token: wb.admin,
      body: {
        projectId: id,
        path: 'config/app.yaml',
        content: `${app.content}tabs:\n  keepAliveMax: -1\n`,
        baseHash: app.hash,
      },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.data.diagnostics).toEqual([
      {
        path: 'config/app.yaml',
        line: app.content.split('\n').length + 1,
        col: 17,
        code: 'schema-minimum',
        severity: 'error',
        message: 'tabs.keepAliveMax: must be >= 0',
      },
    ]);
    const good = await wb.call('POST', '/workbench/project/saveFile', {
      token: wb.admin,
      body: {
        projectId: id,
        path: 'config/app.yaml',
        content: `${app.content}tabs:\n  keepAliveMax: 5\n`,
        baseHash: app.hash,
      },
    });
    expect(good.status).toBe(200);
    const stale = await wb.call('POST', '/workbench/project/saveFile', {
      token: wb.admin,
      body: { projectId: id, path: 'config/app.yaml', content: app.content, baseHash: app.hash },
    });
    expect(stale.status).toBe(409);
  });

  it('#14.2 deleting: editor 403, JIMU never, admin removes the folder', async () => {
    const id = (await wb.call('GET', '/workbench/project/getList', { token: wb.admin })).body.data.list.find(
      (p: { code: string }) => p.code === 'ORDERS',
    ).id;
    expect(
      (await wb.call('POST', '/workbench/project/doDelete', { token: wb.editor, body: { ids: [id] } }))
        .status,
    ).toBe(403);
    expect(
      (await wb.call('POST', '/workbench/project/doDelete', { token: wb.admin, body: { ids: [0] } })).status,
    ).toBe(403);
    expect(
      (await wb.call('POST', '/workbench/project/doDelete', { token: wb.admin, body: { ids: [id] } })).status,
    ).toBe(200);
    expect(existsSync(join(wb.root, '.data', 'projects', 'ORDERS'))).toBe(false);
  });
});

describe('#14.6 backend generator', () => {
  it('#14.6 20 goods rows validate against the page edit schema; same seed, same JSON; OpenAPI 3.1 validates', async () => {
    const imported = await wb.call('POST', '/workbench/generator/import', {
      token: wb.admin,
      body: { projectId: 0, dataSourceId: 0, tables: ['goods'] },
    });
    const id = imported.body.data[0].id;
    const rendered = await wb.call('POST', '/workbench/generator/render', {
      token: wb.admin,
      body: { genTableId: id },
    });
    const page = parse(rendered.body.data.files[0].content);
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    const check = ajv.compile(page.edit.schema);
    const body = { genTableIds: [id], rows: 20, seed: 7, useSample: false };
    const first = await wb.call('POST', '/workbench/generator/backend', { token: wb.admin, body });
    const rows = first.body.data.collections.goods as Record<string, unknown>[];
    expect(rows).toHaveLength(20);
    for (const row of rows) {
      const { [page.rowKey]: _key, ...editable } = row;
      const values = Object.fromEntries(
        Object.entries(editable).filter(([field]) => field in page.edit.schema.properties),
      );
      expect(check(values), JSON.stringify(check.errors)).toBe(true);
    }
    const second = await wb.call('POST', '/workbench/generator/backend', { token: wb.admin, body });
    expect(second.text).toBe(first.text);
    const openapi = first.body.data.openapi;
    expect(openapi.openapi).toBe('3.1.0');
    expect(Object.keys(openapi.paths)).toContain('/goods/getList');
    const result = await validate(structuredClone(openapi));
    expect(result).toMatchObject({ valid: true });
  });

  it('#14.5 explain is a read: the test user may ask which rule matched and why', async () => {
    const answer = await wb.call('POST', '/workbench/rules/explain', {
      token: wb.tester,
      body: { column: { name: 'publish_status', type: 'tinyint(4)' } },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.matched.id).toBe('status');
    expect(answer.body.data.result).toMatchObject({ cell: 'tag', widget: 'radio', jsonType: 'integer' });
  });
});
