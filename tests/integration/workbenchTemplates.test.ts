import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { startWorkbench, type WorkbenchHarness } from './workbenchHarness';

let wb: WorkbenchHarness;

type Set = { id: number; name: string; builtIn: boolean; files: number; version: number; isDefault: boolean };
type File = { id: number; setId: number; path: string; content: string; version: number; order: number };

beforeAll(async () => {
  wb = await startWorkbench();
});
afterAll(async () => {
  await wb?.stop();
});

const sets = async (token = wb.admin, query = '') =>
  (await wb.call('GET', `/workbench/templateSet/getList${query}`, { token })).body.data.list as Set[];
const setNamed = async (name: string) => (await sets()).find((s) => s.name === name) as Set;
const filesOf = async (setId: number, token = wb.admin) =>
  (await wb.call('GET', `/workbench/templateFile/getList?setId=${setId}`, { token })).body.data
    .list as File[];
const saveFile = (body: Record<string, unknown>, token = wb.admin) =>
  wb.call('POST', '/workbench/templateFile/doEdit', { token, body: { mode: 'create', ...body } });
const copy = (id: number, token = wb.admin) =>
  wb.call('POST', '/workbench/templateSet/copy', { token, body: { id } });

describe('#14.5 template sets and files over HTTP (WORKBENCH.md §5.8.1, §5.8.2)', () => {
  it('#14.5 §5.8.1 lists the built-in jimu-crud set with its six files; the test user may read it', async () => {
    const crud = (await sets(wb.tester)).find((s) => s.name === 'jimu-crud') as Set;
    expect(crud).toMatchObject({ builtIn: true, files: 6 });
    const files = await filesOf(crud.id, wb.tester);
    expect(files.map((f) => f.path)).toContain('config/pages/{{ genTable.pageName }}.yaml');
  });

  it('#14.5 §5.8.1 a built-in set refuses every change with 403: its fields, its files, a delete', async () => {
    const crud = await setNamed('jimu-crud');
    const [file] = await filesOf(crud.id);
    const edit = await wb.call('POST', '/workbench/templateSet/doEdit', {
      token: wb.admin,
      body: { id: crud.id, name: 'mine', target: 'jimu-page', version: crud.version },
    });
    expect(edit.status).toBe(403);
    expect(edit.body.msg).toContain('只读');
    const save = await saveFile({ ...file, content: 'changed' });
    expect(save.status).toBe(403);
    const added = await saveFile({ setId: crud.id, path: 'extra.md', content: 'x' });
    expect(added.status).toBe(403);
    expect(
      (
        await wb.call('POST', '/workbench/templateSet/doDelete', {
          token: wb.admin,
          body: { ids: [crud.id] },
        })
      ).status,
    ).toBe(403);
    expect((await filesOf(crud.id))[0]?.content).toBe(file?.content);
  });

  it('#14.5 §5.8.1 copying jimu-crud creates "jimu-crud (副本)" whose files can be saved; a second copy is "(副本 2)"', async () => {
    const crud = await setNamed('jimu-crud');
    const first = await copy(crud.id);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ name: 'jimu-crud (副本)', builtIn: false });
    expect((await copy(crud.id)).body.data.name).toBe('jimu-crud (副本 2)');
    const files = await filesOf(first.body.data.id);
    expect(files).toHaveLength(6);
    const readme = files.find((f) => f.path.startsWith('docs/')) as File;
    const saved = await saveFile({ ...readme, content: '# {{ table.name }} README' });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ version: 2, content: '# {{ table.name }} README' });
  });

  it('#14.5 §5.8.2 a save with broken Liquid is refused at its line:col and the stored file stays as it was', async () => {
    const mine = await setNamed('jimu-crud (副本)');
    const readme = (await filesOf(mine.id)).find((f) => f.path.startsWith('docs/')) as File;
    const unclosed = await saveFile({ ...readme, content: 'title\n{% if table.name %}\nx' });
    expect(unclosed.status).toBe(400);
    expect(unclosed.body.data.fieldCodes).toEqual({ content: 'liquid' });
    expect(unclosed.body.data.fieldErrors.content).toMatch(/^2:1 tag \{% if table.name %\} not closed/);
    const filter = await saveFile({ ...readme, content: 'a\n  {{ x | nope }}' });
    expect(filter.body.data.fieldErrors.content).toMatch(/^2:3 undefined filter: nope/);
    const outside = await saveFile({ ...readme, path: '../../etc/x' });
    expect(outside.status).toBe(400);
    expect(outside.body.data.fieldCodes).toEqual({ path: 'outside' });
    const taken = await saveFile({ ...readme, path: 'config/routes.yaml' });
    expect(taken.body.data.fieldCodes).toEqual({ path: 'taken' });
    const badPath = await saveFile({ ...readme, path: 'docs/{{ x }.md' });
    expect(badPath.body.data.fieldCodes.path).toBe('liquid');
    expect((await filesOf(mine.id)).find((f) => f.id === readme.id)).toMatchObject({
      content: readme.content,
      version: readme.version,
    });
  });

  it('#14.5 §5.8.2 two people saving the same version: the second gets 409 with the current file', async () => {
    const mine = await setNamed('jimu-crud (副本)');
    const readme = (await filesOf(mine.id)).find((f) => f.path.startsWith('docs/')) as File;
    const first = await saveFile({ ...readme, content: 'first' }, wb.editor);
    expect(first.status).toBe(200);
    const second = await saveFile({ ...readme, content: 'second' });
    expect(second.status).toBe(409);
    expect(second.body.data.current).toMatchObject({ content: 'first', version: readme.version + 1 });
    const retried = await saveFile({ ...readme, content: 'second', version: readme.version + 1 });
    expect(retried.status).toBe(200);
  });

  it('#14.5 §5.8.1 permissions: the test user may not copy or save, the editor may not delete, the admin may', async () => {
    const crud = await setNamed('jimu-crud');
    expect((await copy(crud.id, wb.tester)).status).toBe(403);
    const mine = await setNamed('jimu-crud (副本 2)');
    const [file] = await filesOf(mine.id);
    expect((await saveFile({ ...file, content: 'x' }, wb.tester)).status).toBe(403);
    const remove = (token: string) =>
      wb.call('POST', '/workbench/templateSet/doDelete', { token, body: { ids: [mine.id] } });
    expect((await remove(wb.editor)).status).toBe(403);
    expect((await remove(wb.admin)).status).toBe(200);
    expect(await setNamed('jimu-crud (副本 2)')).toBeUndefined();
    expect(await filesOf(mine.id).catch(() => [])).toEqual([]);
  });

  it('#14.5 §5.8.1 set names: required and unique; a project default cannot be deleted', async () => {
    const create = (name: string) =>
      wb.call('POST', '/workbench/templateSet/doEdit', {
        token: wb.admin,
        body: { name, target: 'docs', description: '' },
      });
    expect((await create('  ')).body.data.fieldCodes).toEqual({ name: 'required' });
    expect((await create('JIMU-CRUD')).body.data.fieldCodes).toEqual({ name: 'taken' });
    const made = await create('release notes');
    expect(made.status).toBe(200);
    const setDefault = await wb.call('POST', '/workbench/templateSet/setDefault', {
      token: wb.admin,
      body: { id: made.body.data.id, projectId: 1 },
    });
    expect(setDefault.status).toBe(200);
    expect((await sets(wb.admin, '?projectId=1')).find((s) => s.id === made.body.data.id)?.isDefault).toBe(
      true,
    );
    const refused = await wb.call('POST', '/workbench/templateSet/doDelete', {
      token: wb.admin,
      body: { ids: [made.body.data.id] },
    });
    expect(refused.status).toBe(409);
  });

  it('#14.5 §5.8.1 export and import a set as one JSON document; a foreign document is refused', async () => {
    const mine = await setNamed('jimu-crud (副本)');
    const exported = await wb.call('GET', `/workbench/templateSet/export?id=${mine.id}`, {
      token: wb.tester,
    });
    expect(exported.body.data.name).toBe('jimu-crud (副本).json');
    const document = exported.body.data.document;
    const imported = await wb.call('POST', '/workbench/templateSet/import', {
      token: wb.admin,
      body: { document },
    });
    expect(imported.body.data).toMatchObject({ name: 'jimu-crud (副本 2)', builtIn: false });
    const files = await filesOf(imported.body.data.id);
    expect(files.map((f) => f.content)).toEqual(document.files.map((f: File) => f.content));
    const foreign = await wb.call('POST', '/workbench/templateSet/import', {
      token: wb.admin,
      body: { document: { name: 'x', files: [] } },
    });
    expect(foreign.status).toBe(400);
  });

  it('#14.5 §5.8.2 the built-in page template renders a page that validates, the README names the table', async () => {
    const table = await wb.call('POST', '/workbench/generator/import', {
      token: wb.admin,
      body: { projectId: 0, dataSourceId: 0, tables: ['goods'] },
    });
    const genTableId = table.body.data[0].id;
    const files = await filesOf((await setNamed('jimu-crud')).id);
    const render = (content: string, path: string) =>
      wb.call('POST', '/workbench/templates/render', {
        token: wb.admin,
        body: { genTableId, content, path },
      });
    const page = files.find((f) => f.path.startsWith('config/pages/')) as File;
    const rendered = await render(page.content, 'config/pages/generated.yaml');
    // The page alone: its strings come from the i18n templates, so only missing strings may show.
    const codes = (rendered.body.data.diagnostics as { code: string }[]).map((d) => d.code);
    expect(codes.length).toBeGreaterThan(0);
    expect(codes.filter((c) => c !== 'i18n-missing')).toEqual([]);
    expect(parse(rendered.body.data.output)).toMatchObject({ kind: 'crud', resource: 'goods' });
    const readme = files.find((f) => f.path.startsWith('docs/')) as File;
    expect((await render(readme.content, 'docs/x.md')).body.data.output).toContain('`goods`');
  });
});
