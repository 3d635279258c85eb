import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorkbench, type WorkbenchHarness } from './workbenchHarness';

let wb: WorkbenchHarness;

beforeAll(async () => {
  wb = await startWorkbench();
});
afterAll(async () => {
  await wb?.stop();
});

type Endpoint = {
  id: string;
  method: string;
  path: string;
  source: string;
  usedBy: { page: string; role: string }[];
  description?: string;
  access: {
    rule: string;
    permission: string | null;
    public: boolean;
    roles: { role: string; allowed: boolean }[];
  };
};
const find = (list: Endpoint[], method: string, path: string) =>
  list.find((e) => e.method === method && e.path === path);
const allowed = (e: Endpoint | undefined) => e?.access.roles.filter((r) => r.allowed).map((r) => r.role);

const ORDERS = (description: string) => `openapi: 3.1.0
info: { title: Orders, version: '1' }
security: [{ bearer: [] }]
components:
  securitySchemes: { bearer: { type: http, scheme: bearer } }
paths:
  /orders/getList:
    get:
      operationId: ordersList
      tags: [orders]
      description: ${description}
      parameters: [{ name: status, in: query, schema: { type: string } }]
      responses:
        '200': { description: ok }
  /orders/doEdit:
    post:
      operationId: ordersSave
      responses:
        '200': { description: ok }
`;

describe('#16.4 API management (§5.12): endpoints derived from the config, with who may call them', () => {
  it('#16.4 §5.12 JIMU lists GET /userManagement/getList as derived, used by users (list), the rule and the roles that pass', async () => {
    const answer = await wb.call('GET', '/workbench/apis/derived?projectId=0', { token: wb.tester });
    expect(answer.status).toBe(200);
    const list = answer.body.data.list as Endpoint[];
    const getList = find(list, 'GET', '/userManagement/getList');
    expect(getList?.source).toBe('derived');
    expect(getList?.usedBy).toContainEqual({ page: 'users', role: 'list' });
    expect(getList?.access).toMatchObject({ rule: 'GET /*/getList', permission: 'read:system' });
    expect(allowed(getList)).toEqual(['Admin', 'Editor', 'Test']);
    const save = find(list, 'POST', '/userManagement/doEdit');
    expect(save?.usedBy).toContainEqual({ page: 'users', role: 'save' });
    expect(save?.access.permission).toBe('write:system');
    expect(allowed(save)).toEqual(['Admin', 'Editor']);
    expect(allowed(find(list, 'POST', '/userManagement/doDelete'))).toEqual(['Admin']);
    expect(find(list, 'POST', '/login')?.access.public).toBe(true);
    expect(find(list, 'GET', '/notice/inbox')?.access.rule).toBe('GET /notice/inbox');
    expect(find(list, 'POST', '/user/edit')?.usedBy).toContainEqual({
      page: 'personalCenter',
      role: 'submit',
    });
    expect(answer.body.data.roles).toEqual(['Admin', 'Editor', 'Test']);
  });

  it('#16.4 explain answers the rule for any METHOD /path (the tools’ rule tester): Editor may not delete', async () => {
    const answer = await wb.call(
      'GET',
      '/workbench/apis/explain?projectId=0&method=POST&path=/userManagement/doDelete',
      {
        token: wb.tester,
      },
    );
    expect(answer.body.data).toMatchObject({ rule: 'POST /*/doDelete', permission: 'delete:system' });
    expect(answer.body.data.roles).toContainEqual({ role: 'Editor', allowed: false });
    expect(
      (await wb.call('GET', '/workbench/apis/explain?projectId=0&method=FETCH&path=x', { token: wb.tester }))
        .status,
    ).toBe(400);
  });

  it('#16.4 hand-added endpoints: bad fields refused with the field named, a host refused, duplicates refused; test may not save, editor may not delete', async () => {
    const badMethod = await wb.call('POST', '/workbench/apis/save', {
      token: wb.admin,
      body: { projectId: 0, name: 'x', method: 'FETCH', path: '/x' },
    });
    expect(badMethod.status).toBe(400);
    expect(Object.keys(badMethod.body.data.fieldErrors)).toEqual(['method']);
    const bad = await wb.call('POST', '/workbench/apis/save', {
      token: wb.admin,
      body: { projectId: 0, name: '', method: 'GET', path: '//evil.example/x', body: '{"type": ' },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.data.fieldErrors).sort()).toEqual(['body', 'name', 'path']);
    const taken = await wb.call('POST', '/workbench/apis/save', {
      token: wb.admin,
      body: { projectId: 0, name: 'x', method: 'GET', path: '/userManagement/getList' },
    });
    expect(taken.body.data.fieldErrors.path).toContain('已存在');
    const denied = await wb.call('POST', '/workbench/apis/save', {
      token: wb.tester,
      body: { projectId: 0, name: 'stats', method: 'GET', path: '/stats/getList' },
    });
    expect(denied.status).toBe(403);
    const made = await wb.call('POST', '/workbench/apis/save', {
      token: wb.editor,
      body: { projectId: 0, name: 'stats', method: 'GET', path: '/stats/getList', body: '{"type":"object"}' },
    });
    expect(made.status).toBe(200);
    expect(made.body.data).toMatchObject({ source: 'manual', group: 'stats', body: { type: 'object' } });
    const id = made.body.data.id;
    expect(
      (await wb.call('POST', '/workbench/apis/doDelete', { token: wb.editor, body: { ids: [id] } })).status,
    ).toBe(403);
    expect(
      (
        await wb.call('POST', '/workbench/apis/doDelete', {
          token: wb.admin,
          body: { ids: ['derived:GET /login'] },
        })
      ).status,
    ).toBe(400);
    expect(
      (await wb.call('POST', '/workbench/apis/doDelete', { token: wb.admin, body: { ids: [id] } })).status,
    ).toBe(200);
  });
});

describe('#16.4 OpenAPI import and export (§5.12)', () => {
  it('#16.4 a bad document is refused with the problem at line:col of the text as given', async () => {
    const broken = ORDERS('List').replace(
      "'200': { description: ok }\n  /orders/doEdit",
      "'200': { descriptio: ok }\n  /orders/doEdit",
    );
    const answer = await wb.call('POST', '/workbench/apis/import', {
      token: wb.admin,
      body: { projectId: 3, text: broken },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.data.diagnostics[0]).toMatchObject({
      line: 14,
      severity: 'error',
      pointer: '/paths/~1orders~1getList/get/responses/200',
    });
    expect(answer.body.msg).toMatch(/^14:\d+ .*description/);
    const syntax = await wb.call('POST', '/workbench/apis/import', {
      token: wb.admin,
      body: { projectId: 3, text: 'openapi: [3' },
    });
    expect(syntax.body.data.diagnostics[0]).toMatchObject({ line: 1, severity: 'error' });
  });

  it('#16.4 §5.12 importing twice after editing a description keeps the edited description', async () => {
    const first = await wb.call('POST', '/workbench/apis/import', {
      token: wb.editor,
      body: { projectId: 3, text: ORDERS('From the file') },
    });
    expect(first.body.data).toMatchObject({ created: 2, updated: 0 });
    const listOf = async () =>
      (await wb.call('GET', '/workbench/apis/getList?projectId=3', { token: wb.admin })).body.data
        .list as Endpoint[];
    const imported = find(await listOf(), 'GET', '/orders/getList') as Endpoint & {
      name: string;
      group: string;
    };
    expect(imported).toMatchObject({ source: 'openapi', description: 'From the file', group: 'orders' });
    // The fields the endpoint sheet sends: what it edits, and `public` as it was.
    const editable = [
      'name',
      'method',
      'path',
      'group',
      'status',
      'envelope',
      'public',
      'query',
      'body',
      'response',
    ];
    const fields = Object.fromEntries(
      editable.map((field) => [field, (imported as unknown as Record<string, unknown>)[field]]),
    );
    const edited = await wb.call('POST', '/workbench/apis/save', {
      token: wb.editor,
      body: { ...fields, id: imported.id, projectId: 3, description: 'Edited by hand' },
    });
    expect(edited.status).toBe(200);
    const again = await wb.call('POST', '/workbench/apis/import', {
      token: wb.editor,
      body: { projectId: 3, text: ORDERS('Changed in the file') },
    });
    expect(again.body.data).toMatchObject({ created: 0, updated: 2, kept: [{ fields: ['description'] }] });
    expect(find(await listOf(), 'GET', '/orders/getList')?.description).toBe('Edited by hand');
    expect(
      (
        await wb.call('POST', '/workbench/apis/import', {
          token: wb.tester,
          body: { projectId: 3, text: ORDERS('x') },
        })
      ).status,
    ).toBe(403);
  });

  it('#16.4 the exported OpenAPI 3.1 validates with @readme/openapi-parser and names each call’s permission', async () => {
    const answer = await wb.call('GET', '/workbench/apis/export?projectId=0', { token: wb.tester });
    const doc = answer.body.data;
    expect(doc.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(doc));
    expect(result.valid ? [] : result.errors.map((e) => e.message.split('\n')[0])).toEqual([]);
    const op = doc.paths['/userManagement/doEdit'].post;
    expect(op['x-jimu-permission']).toBe('write:system');
    expect(op.requestBody.content['application/json'].schema.type).toBe('object');
    expect(doc.paths['/login'].post.security).toEqual([]);
  });
});

describe('#16.5 common tools on the server (§5.17)', () => {
  it('#16.5 §5.17 a crud page without title shows missing-required at line 1; the test user may check', async () => {
    const answer = await wb.call('POST', '/workbench/tools/checkSnippet', {
      token: wb.tester,
      body: { kind: 'page', text: 'kind: crud\nresource: users\ncolumns: [{ field: id, title: x }]\n' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.diagnostics).toEqual([
      expect.objectContaining({
        line: 1,
        col: 1,
        code: 'missing-required',
        message: "missing required key 'title'",
      }),
    ]);
    const syntax = await wb.call('POST', '/workbench/tools/checkSnippet', {
      token: wb.tester,
      body: { kind: 'page', text: 'kind: [' },
    });
    expect(syntax.body.data.diagnostics[0]).toMatchObject({ line: 1 });
  });
});

describe('#16.5 the i18n checker (§5.17)', () => {
  it('#16.5 a string one language lacks is listed with what the other says; adding it keeps the file’s comments and clears it', async () => {
    const previous = process.env.JIMU_DEV;
    process.env.JIMU_DEV = '1';
    try {
      const zhFile = join(wb.root, 'config', 'i18n', 'zh.yaml');
      writeFileSync(zhFile, `${readFileSync(zhFile, 'utf8')}toolsProbe:\n  hello: 你好\n`);
      const before = await wb.call('GET', '/workbench/tools/i18n?projectId=0', { token: wb.tester });
      expect(before.body.data.languages).toEqual(['en', 'zh']);
      expect(before.body.data.list).toContainEqual({
        key: 'toolsProbe.hello',
        language: 'en',
        known: { zh: '你好' },
      });
      expect(before.body.data.writable).toBe(false);
      const denied = await wb.call('POST', '/workbench/tools/i18n/add', {
        token: wb.editor,
        body: { projectId: 0, language: 'en', strings: { 'toolsProbe.hello': 'Hello' } },
      });
      expect(denied.status).toBe(403);
      const empty = await wb.call('POST', '/workbench/tools/i18n/add', {
        token: wb.admin,
        body: { projectId: 0, language: 'en', strings: { 'toolsProbe.hello': ' ' } },
      });
      expect(empty.body.data.fieldErrors['toolsProbe.hello']).toBe('请填写译文');
      const added = await wb.call('POST', '/workbench/tools/i18n/add', {
        token: wb.admin,
        body: { projectId: 0, language: 'en', strings: { 'toolsProbe.hello': 'Hello' } },
      });
      expect(added.status).toBe(200);
      const enText = readFileSync(join(wb.root, 'config', 'i18n', 'en.yaml'), 'utf8');
      expect(enText).toContain('toolsProbe:\n  hello: Hello');
      expect(enText.startsWith('# yaml-language-server')).toBe(true);
      const after = await wb.call('GET', '/workbench/tools/i18n?projectId=0', { token: wb.tester });
      expect(after.body.data.list.some((g: { key: string }) => g.key === 'toolsProbe.hello')).toBe(false);
    } finally {
      if (previous === undefined) delete process.env.JIMU_DEV;
      else process.env.JIMU_DEV = previous;
    }
  });
});
