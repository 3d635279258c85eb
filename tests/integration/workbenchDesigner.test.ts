import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { startWorkbench, type WorkbenchHarness } from './workbenchHarness';

let wb: WorkbenchHarness;
const previousDev = process.env.JIMU_DEV;

beforeAll(async () => {
  wb = await startWorkbench();
});
afterAll(async () => {
  if (previousDev === undefined) delete process.env.JIMU_DEV;
  else process.env.JIMU_DEV = previousDev;
  await wb?.stop();
});

type File = { path: string; status: string; content: string; before: string | null; baseHash: string | null };
const usersEdit = { type: 'page-edit', page: 'users' };

describe('#15.1 #15.2 #15.5 form designer calls over HTTP (§5.9, §6)', () => {
  let formId: number;

  it('#15.2 lists the pages with forms and imports the users edit form with its texts', async () => {
    const pages = await wb.call('GET', '/workbench/form/pages?projectId=0', { token: wb.tester });
    expect(pages.status).toBe(200);
    expect(pages.body.data.list).toContainEqual({ page: 'users', kinds: ['edit', 'search'] });
    expect(pages.body.data.list).toContainEqual({ page: 'personalPassword', kinds: ['form'] });
    const source = await wb.call('GET', '/workbench/form/source?projectId=0&type=page-edit&page=users', {
      token: wb.tester,
    });
    expect(source.status).toBe(200);
    const page = parse(readFileSync(join(wb.root, 'config/pages/users.yaml'), 'utf8'));
    expect(source.body.data.form).toEqual({ schema: page.edit.schema, uiSchema: page.edit.uiSchema });
    expect(source.body.data.strings.zh['field.username']).toBe('用户名');
    expect(source.body.data.strings.en['role.admin']).toBeTruthy();
    expect(source.body.data.prefix).toBe('page.users');
  });

  it('#15.1 a save with a bad key, no name or a stale version is refused with the envelope; versions count up', async () => {
    const schema = { type: 'object', properties: { '1title': { type: 'string' } } };
    const bad = await wb.call('POST', '/workbench/form/doEdit', {
      token: wb.admin,
      body: { projectId: 0, name: 'x', schema },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe(400);
    expect(Object.keys(bad.body.data)).toEqual(['fieldErrors']);
    expect(bad.body.data.fieldErrors.schema).toContain('1title');
    expect(bad.body.msg).toBe(bad.body.data.fieldErrors.schema);
    const noName = await wb.call('POST', '/workbench/form/doEdit', {
      token: wb.admin,
      body: { projectId: 0, name: ' ', schema: { type: 'object', properties: {} } },
    });
    expect(noName.status).toBe(400);
    expect(noName.body.data.fieldErrors).toEqual({ name: '表单名称必填（最多 64 个字符）' });
    const created = await wb.call('POST', '/workbench/form/doEdit', {
      token: wb.editor,
      body: { projectId: 0, name: '用户编辑', target: usersEdit, schema: { type: 'object', properties: {} } },
    });
    expect(created.status).toBe(200);
    formId = created.body.data.id;
    expect(created.body.data).toMatchObject({ version: 1, updatedBy: 'editor', target: usersEdit });
    const again = await wb.call('POST', '/workbench/form/doEdit', {
      token: wb.admin,
      body: {
        id: formId,
        version: 1,
        name: '用户编辑',
        target: usersEdit,
        schema: { type: 'object', properties: {} },
      },
    });
    expect(again.body.data.version).toBe(2);
    const stale = await wb.call('POST', '/workbench/form/doEdit', {
      token: wb.admin,
      body: { id: formId, version: 1, name: '用户编辑', schema: { type: 'object', properties: {} } },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toContain('版本 2');
    const list = await wb.call('GET', '/workbench/form/getList?projectId=0', { token: wb.tester });
    expect(list.body.data.list.find((f: { id: number }) => f.id === formId)).toMatchObject({ fieldCount: 0 });
  });

  it('#15.5 test may read but not save, preview or apply; editor may not delete; admin may', async () => {
    const body = { projectId: 0, name: 'y', schema: { type: 'object', properties: {} } };
    expect((await wb.call('POST', '/workbench/form/doEdit', { token: wb.tester, body })).status).toBe(403);
    expect(
      (await wb.call('POST', '/workbench/form/applyPreview', { token: wb.tester, body: { id: formId } }))
        .status,
    ).toBe(403);
    expect(
      (await wb.call('POST', '/workbench/form/doDelete', { token: wb.editor, body: { ids: [formId] } }))
        .status,
    ).toBe(403);
    expect((await wb.call('GET', `/workbench/form/get?id=${formId}`, { token: wb.tester })).status).toBe(200);
  });

  it('#15.2 应用到页面: an unchanged import changes no file; a new required field changes the page and both tables, validates and is written', async () => {
    const source = (
      await wb.call('GET', '/workbench/form/source?projectId=0&type=page-edit&page=users', {
        token: wb.admin,
      })
    ).body.data;
    const same = await wb.call('POST', '/workbench/form/applyPreview', {
      token: wb.admin,
      body: { projectId: 0, target: usersEdit, ...source.form, strings: source.strings },
    });
    expect(same.status).toBe(200);
    expect((same.body.data.files as File[]).map((f) => f.status)).toEqual([
      'unchanged',
      'unchanged',
      'unchanged',
    ]);
    const page = (same.body.data.files as File[])[0] as File;
    expect(page.content).toBe(page.before);

    const schema = structuredClone(source.form.schema);
    schema.properties.nickname = { type: 'string', title: 'page.users.fields.nickname', maxLength: 20 };
    schema.required.push('nickname');
    const uiSchema = {
      ...source.form.uiSchema,
      'ui:order': [...source.form.uiSchema['ui:order'], 'nickname'],
    };
    const strings = {
      zh: { ...source.strings.zh, 'page.users.fields.nickname': '昵称' },
      en: { ...source.strings.en, 'page.users.fields.nickname': 'Nickname' },
    };
    const changed = await wb.call('POST', '/workbench/form/applyPreview', {
      token: wb.admin,
      body: { projectId: 0, target: usersEdit, schema, uiSchema, strings },
    });
    expect(changed.body.data.diagnostics).toEqual([]);
    const files = changed.body.data.files as File[];
    expect(files.map((f) => f.status)).toEqual(['changed', 'changed', 'changed']);
    expect(files[0]?.content).toContain(
      '# Asked for when a user is created; left out of the edit form of an existing user.',
    );
    expect(files[0]?.content).toContain('required: [username, email, roles, nickname]');
    expect(parse(files[1]?.content as string).page.users.fields.nickname).toBe('昵称');
    expect(changed.body.data.writable).toBe(false);

    const refused = await wb.call('POST', '/workbench/apply', {
      token: wb.admin,
      body: { projectId: 0, files, resolutions: {} },
    });
    expect(refused.status).toBe(403);
    process.env.JIMU_DEV = '1';
    const applied = await wb.call('POST', '/workbench/apply', {
      token: wb.admin,
      body: { projectId: 0, files, resolutions: {} },
    });
    expect(applied.status).toBe(200);
    expect(applied.body.data.written).toEqual([
      'config/pages/users.yaml',
      'config/i18n/zh.yaml',
      'config/i18n/en.yaml',
    ]);
    const onDisk = parse(readFileSync(join(wb.root, 'config/pages/users.yaml'), 'utf8'));
    expect(onDisk.edit.schema.properties.nickname).toEqual({
      type: 'string',
      title: 'page.users.fields.nickname',
      maxLength: 20,
    });
    const twice = await wb.call('POST', '/workbench/apply', {
      token: wb.admin,
      body: { projectId: 0, files, resolutions: {} },
    });
    expect(twice.status).toBe(409);
  });

  it('#15.2 a form the project would refuse shows the diagnostics and apply writes nothing', async () => {
    const schema = {
      type: 'object',
      properties: { a: { type: 'string' } },
    };
    const answer = await wb.call('POST', '/workbench/form/applyPreview', {
      token: wb.admin,
      body: {
        projectId: 0,
        target: { type: 'page-search', page: 'users' },
        schema,
        uiSchema: { a: { 'ui:widget': 'nope/stars' } },
        strings: { zh: {}, en: {} },
      },
    });
    expect(answer.status).toBe(200);
    const errors = (answer.body.data.diagnostics as { severity: string; code: string }[]).filter(
      (d) => d.severity === 'error',
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ path: 'config/pages/users.yaml' });
    const before = readFileSync(join(wb.root, 'config/pages/users.yaml'), 'utf8');
    const apply = await wb.call('POST', '/workbench/apply', {
      token: wb.admin,
      body: { projectId: 0, files: answer.body.data.files, resolutions: {} },
    });
    expect(apply.status).toBe(422);
    expect(readFileSync(join(wb.root, 'config/pages/users.yaml'), 'utf8')).toBe(before);
  });
});
