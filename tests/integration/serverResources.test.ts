import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type MockHarness, startMock } from './mockHarness';

// Every server serves its own envelope resources: one that a server adds (a page's collection, a
// generated table the workbench serves) is never served by another server made in the same
// process, which answers it as it answers any path no route names.

const started: MockHarness[] = [];
const folders: string[] = [];
afterAll(async () => {
  await Promise.all(started.map((mock) => mock.stop()));
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

async function start(options: Parameters<typeof startMock>[0] = {}) {
  const mock = await startMock(options);
  started.push(mock);
  return { mock, token: await mock.login('admin') };
}

/** What a server answers for a list and an edit of `resource`. */
async function callsOf(server: { mock: MockHarness; token: string }, resource: string) {
  const { mock, token } = server;
  const list = await mock.call('GET', `/${resource}/getList`, { token });
  const edit = await mock.call('POST', `/${resource}/doEdit`, { token, body: { title: 'x' } });
  return { list: [list.status, list.body?.msg], edit: [edit.status, edit.body?.msg] };
}

/** A folder with the sample's seed plus an `orders` collection (mock-db.json) and, asked, its config. */
function folderWithOrders(withConfig: boolean): string {
  const root = mkdtempSync(join(tmpdir(), 'jimu-orders-'));
  folders.push(root);
  const repo = resolve(process.cwd());
  const seed = JSON.parse(readFileSync(join(repo, 'mock-db.json'), 'utf8')) as Record<string, unknown>;
  writeFileSync(join(root, 'mock-db.json'), JSON.stringify({ ...seed, orders: [{ id: 1, title: 'a' }] }));
  if (!withConfig) return root;
  cpSync(join(repo, 'config'), join(root, 'config'), { recursive: true });
  const goods = readFileSync(join(repo, 'config/pages/goods.yaml'), 'utf8');
  writeFileSync(join(root, 'config/pages/orders.yaml'), goods.replace('resource: goods', 'resource: orders'));
  return root;
}

describe('each server serves its own envelope resources', () => {
  it('a page resource of one server is not served by the next one: that one answers it as it answers a path no route names, and the first still serves it', async () => {
    const root = folderWithOrders(false);
    const first = await start({
      seedFile: join(root, 'mock-db.json'),
      dataDir: join(root, '.data'),
      pageResources: { orders: { collection: 'orders' } },
    });
    const second = await start();
    const unknown = await callsOf(second, 'noSuchResource');
    expect(unknown.list[0]).toBe(404);
    expect(await callsOf(second, 'orders')).toEqual(unknown);
    const served = await callsOf(first, 'orders');
    expect(served.list[0]).toBe(200);
    expect(served.edit[0]).toBe(200);
  });

  it('a generated collection the workbench serves on one server (its page on disk) is not served by the next one', async () => {
    const root = folderWithOrders(true);
    const first = await start({
      configDir: join(root, 'config'),
      seedFile: join(root, 'mock-db.json'),
      dataDir: join(root, '.data'),
    });
    expect((await first.mock.call('GET', '/orders/getList', { token: first.token })).body.data.total).toBe(1);
    const second = await start();
    expect(await callsOf(second, 'orders')).toEqual(await callsOf(second, 'noSuchResource'));
    expect((await callsOf(first, 'orders')).edit[0]).toBe(200);
  });
});
