import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDataProvider,
  createHttpClient,
  type DataProvider,
  type DataProviderKind,
  HttpError,
} from '../../runtime/data';
import { createMockServer, DEMO_PASSWORD } from '../../server/app';

interface Article {
  id: number;
  title: string;
  author: string;
  pageViews: number;
  switch: boolean;
  status: string;
}

let dataDir: string;
let server: { url: string; close(): Promise<void> };

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'jimu-providers-'));
  server = await (await createMockServer({ dataDir, delay: 0, quiet: true })).listen(0);
});
afterAll(async () => {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Signs in over POST /login and builds the runtime's http client the way the console does. */
async function signedIn(username: string, kind: DataProviderKind) {
  const answer = await fetch(`${server.url}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  let token: string = (await answer.json()).data.token;
  const toasts: string[] = [];
  const http = createHttpClient({
    baseURL: server.url,
    getToken: () => token,
    setToken: (next) => {
      token = next;
    },
    notify: (message) => toasts.push(message),
  });
  return { provider: createDataProvider(kind, http), toasts };
}

const article = { title: '数据提供者测试', author: '测试', status: 'draft', pageViews: 300, switch: false };

describe.each<DataProviderKind>(['envelope', 'rest'])('%s data provider against the mock server', (kind) => {
  let admin: DataProvider;
  beforeAll(async () => {
    admin = (await signedIn('admin', kind)).provider;
  });

  it(`API-03 ${kind}: lists with paging and the total of all matches`, async () => {
    const first = await admin.getList<Article>('table', { page: 1, pageSize: 7 });
    const second = await admin.getList<Article>('table', { page: 2, pageSize: 7 });
    expect(first.list).toHaveLength(7);
    expect(first.total).toBeGreaterThanOrEqual(50);
    expect(second.total).toBe(first.total);
    expect(second.list[0].id).toBe(first.list[6].id + 1);
  });

  it(`API-03 ${kind}: filters by a case-insensitive substring`, async () => {
    const { list, total } = await admin.getList<Article>('table', {
      page: 1,
      pageSize: 100,
      filter: { title: '路由', author: '' },
    });
    expect(total).toBeGreaterThan(0);
    expect(total).toBe(list.length);
    for (const row of list) expect(row.title).toContain('路由');
  });

  it(`API-03 ${kind}: sorts across pages, both ways`, async () => {
    const all = await admin.getList<Article>('table', { page: 1, pageSize: 1000 });
    const views = all.list.map((row) => row.pageViews);
    const desc = await admin.getList<Article>('table', {
      page: 1,
      pageSize: 5,
      sort: { field: 'pageViews', order: 'desc' },
    });
    expect(desc.list.map((row) => row.pageViews)).toEqual([...views].sort((a, b) => b - a).slice(0, 5));
    const asc = await admin.getList<Article>('table', {
      page: 2,
      pageSize: 5,
      sort: { field: 'pageViews', order: 'asc' },
    });
    expect(asc.list.map((row) => row.pageViews)).toEqual([...views].sort((a, b) => a - b).slice(5, 10));
  });

  it(`API-03 ${kind}: creates, reads one, updates, deletes one and many`, async () => {
    const created = await admin.create<Article>('table', { ...article, title: `${article.title} ${kind}` });
    expect(created).toMatchObject({ title: `${article.title} ${kind}` });
    const id = (created as Article).id;
    await expect(admin.getOne<Article>('table', id)).resolves.toMatchObject({ id, switch: false });
    await admin.update('table', id, { switch: true });
    await expect(admin.getOne<Article>('table', id)).resolves.toMatchObject({
      id,
      switch: true,
      author: '测试',
    });

    await admin.delete('table', id);
    await expect(admin.getOne('table', id)).rejects.toMatchObject({ status: 404 });

    const more = await Promise.all([
      admin.create<Article>('table', article),
      admin.create<Article>('table', article),
    ]);
    const ids = more.map((row) => (row as Article).id);
    await admin.deleteMany('table', ids);
    for (const gone of ids) await expect(admin.getOne('table', gone)).rejects.toBeInstanceOf(HttpError);
  });

  it(`API-03 ${kind}: the test account reads but every write is refused with 403, shown as a toast`, async () => {
    const { provider, toasts } = await signedIn('test', kind);
    await expect(provider.getList('table', { page: 1, pageSize: 1 })).resolves.toMatchObject({ list: [{}] });
    const refused = await Promise.allSettled([
      provider.create('table', article),
      provider.update('table', 1, { switch: true }),
      provider.delete('table', 1),
      provider.deleteMany('table', [1, 2]),
    ]);
    for (const result of refused) {
      expect(result.status).toBe('rejected');
      expect((result as PromiseRejectedResult).reason).toMatchObject({ status: 403 });
    }
    expect(toasts.length).toBeGreaterThanOrEqual(4);
    await expect(admin.getOne('table', 1)).resolves.toMatchObject({ id: 1 });
  });
});
