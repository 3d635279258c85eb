import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { startWorkbench, type WorkbenchHarness } from './workbenchHarness';

let wb: WorkbenchHarness;

beforeAll(async () => {
  wb = await startWorkbench();
});
afterAll(async () => {
  await wb?.stop();
});

type Rule = { match: string; permission: string };

describe('#14 §5.11 backend generator permissions.yaml output over HTTP', () => {
  it('#14 §5.11 goods: permissions.yaml gets the goods rules (read/write/delete names of the table) ahead of the wildcards, the rest of the file kept, the same choice gives the same text', async () => {
    const imported = await wb.call('POST', '/workbench/generator/import', {
      token: wb.admin,
      body: { projectId: 0, dataSourceId: 0, tables: ['goods'] },
    });
    const table = imported.body.data[0] as {
      id: number;
      resource: string;
      permissions: Record<string, string>;
    };
    const generate = () =>
      wb.call('POST', '/workbench/generator/backend', {
        token: wb.admin,
        body: { genTableIds: [table.id], rows: 5, seed: 3 },
      });
    const answer = await generate();
    expect(answer.status).toBe(200);
    const text = answer.body.data.permissions as string;
    const doc = parse(text) as { roles: Record<string, unknown>; api: { rules: Rule[] } };
    expect(Object.keys(doc.roles)).toEqual(expect.arrayContaining(['Admin', 'Editor', 'Test']));
    const rules = doc.api.rules;
    const own = (match: string) => rules.find((r) => r.match === match);
    expect(own(`POST /${table.resource}/doDelete`)?.permission).toBe(table.permissions.delete);
    expect(own(`POST /${table.resource}/doEdit`)?.permission).toBe(table.permissions.write);
    expect(own(`GET /${table.resource}/getList`)?.permission).toBe(table.permissions.read);
    const firstWildcard = rules.findIndex((r) => r.match.includes('*'));
    const goodsAt = rules.findIndex((r) => r.match === `GET /${table.resource}/getList`);
    if (firstWildcard >= 0) expect(goodsAt).toBeLessThan(firstWildcard);
    expect((await generate()).body.data.permissions).toBe(text);
  });

  it('#14 §5.11 the read-only account gets 403 from the generator', async () => {
    const answer = await wb.call('POST', '/workbench/generator/backend', {
      token: wb.tester,
      body: { genTableIds: [1], rows: 5, seed: 3 },
    });
    expect(answer.status).toBe(403);
  });
});
