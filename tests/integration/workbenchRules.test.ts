import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorkbench, type WorkbenchHarness } from './workbenchHarness';

let wb: WorkbenchHarness;

type Rule = {
  id: string;
  enabled: boolean;
  description: string;
  match: Record<string, unknown>;
  then: Record<string, unknown>;
};

beforeAll(async () => {
  wb = await startWorkbench();
});
afterAll(async () => {
  await wb?.stop();
});

const list = async (token = wb.admin) =>
  (await wb.call('GET', '/workbench/rules/getList', { token })).body.data as {
    list: Rule[];
    version: number;
  };
const save = (rules: Rule[], version: number, token = wb.admin) =>
  wb.call('POST', '/workbench/rules/save', { token, body: { rules, version } });
const selectRule: Rule = {
  id: 'underscore-status',
  enabled: true,
  description: '*_status → select',
  match: { columnName: '*_status' },
  // biome-ignore lint/suspicious/noThenProperty: a generation rule's `then` is data, never awaited
  then: { cell: 'tag', widget: 'select', inSearch: true, searchOperator: 'eq' },
};
const explain = async (name: string) =>
  (
    await wb.call('POST', '/workbench/rules/explain', {
      token: wb.tester,
      body: { column: { name, type: 'varchar(16)' } },
    })
  ).body.data;

describe('#14.5 saved generation rules over HTTP (WORKBENCH.md §5.8.3)', () => {
  it('#14.5 §5.8.3 until a save the built-in rules answer, at version 0; the test user may read but not save', async () => {
    const { list: rules, version } = await list(wb.tester);
    expect(version).toBe(0);
    expect(rules.map((r) => r.id)).toContain('status');
    expect((await save(rules, 0, wb.tester)).status).toBe(403);
  });

  it('#14.5 §5.8.3 a *_status → select rule moved above *status → radio changes the explain result and the next import', async () => {
    const { list: rules, version } = await list();
    const status = rules.findIndex((r) => r.id === 'status');
    const below = [...rules.slice(0, status + 1), selectRule, ...rules.slice(status + 1)];
    expect((await save(below, version)).status).toBe(200);
    expect((await explain('order_status')).result.widget).toBe('radio');
    const above = [...rules.slice(0, status), selectRule, ...rules.slice(status)];
    const saved = await save(above, version + 1, wb.editor);
    expect(saved.status).toBe(200);
    const answer = await explain('order_status');
    expect(answer.matched.id).toBe('underscore-status');
    expect(answer.result.widget).toBe('select');

    const imported = await wb.call('POST', '/workbench/generator/import', {
      token: wb.admin,
      body: {
        projectId: 1,
        name: 'shipments',
        sample: [{ id: 1, order_status: 'paid', total: 3 }],
      },
    });
    expect(imported.status).toBe(200);
    const column = imported.body.data[0].columns.find(
      (c: { columnName: string }) => c.columnName === 'order_status',
    );
    expect(column).toMatchObject({ widget: 'select', ruleId: 'underscore-status' });
  });

  it('#14.5 §5.8.3 a bad rule is refused at its position; a stale version is 409; the list stays', async () => {
    const { list: rules, version } = await list();
    const withThen = (then: Record<string, unknown>) =>
      rules.map((r, i) => (i === 2 ? Object.assign({}, r, { then }) : r));
    const refused = await save(withThen({ widget: 'select', width: 10 }), version);
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('规则 3 的 then.width：must be a whole number from 40 to 800');
    expect(refused.body.data).toEqual({
      fieldErrors: { 'rules.2.then.width': 'must be a whole number from 40 to 800' },
    });
    const unknown = await save(withThen({ widget: 'select', colour: 'red' }), version);
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body.data.fieldErrors)).toEqual(['rules.2.then.colour']);
    const twice = await save([...rules, { ...selectRule }], version);
    expect(Object.keys(twice.body.data.fieldErrors)).toEqual([`rules.${rules.length}.id`]);
    const stale = await save(rules, version - 1);
    expect(stale.status).toBe(409);
    expect(stale.body.data.current.version).toBe(version);
    expect((await list()).list).toEqual(rules);
  });

  it('#14.5 §5.8.3 dropping a rule is a delete: the editor gets 403, the admin may; 恢复内置 needs delete:system too', async () => {
    const { list: rules, version } = await list();
    const without = rules.filter((r) => r.id !== 'underscore-status');
    expect((await save(without, version, wb.editor)).status).toBe(403);
    expect((await save(without, version)).status).toBe(200);
    const reset = (token: string) =>
      wb.call('POST', '/workbench/rules/reset', { token, body: { version: version + 1 } });
    expect((await reset(wb.editor)).status).toBe(403);
    expect((await reset(wb.admin)).status).toBe(200);
    expect((await explain('order_status')).result.widget).toBe('radio');
  });
});
