import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePng } from '../fixtures/makePng';
import { type MockHarness, startMock } from './mockHarness';

let mock: MockHarness;
let admin = '';

beforeAll(async () => {
  mock = await startMock();
  admin = await mock.login('admin');
});
afterAll(() => mock.stop());

async function upload(token: string, bytes: Buffer, name: string, type: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const response = await fetch(`${mock.url}/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return {
    status: response.status,
    body: (await response.json()) as { code: number; msg: string; data: any },
  };
}

describe('POST /upload (#17.3 upload contract)', () => {
  it('#17.3 stores a PNG and answers its record in the envelope, served back as image/png with nosniff', async () => {
    const png = makePng(10 * 1024);
    const answer = await upload(admin, png, 'photo.png', 'image/png');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ code: 200, msg: '模拟上传成功' });
    const { id, name, size, type, url, createTime } = answer.body.data;
    expect({ name, size, type }).toEqual({ name: 'photo.png', size: png.length, type: 'image/png' });
    expect(url).toBe(`/mock-assets/uploads/${id}`);
    expect(createTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const served = await fetch(`${mock.url}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
  });

  it('#17.3 over 1 MB answers 413 in the envelope and stores nothing', async () => {
    const before = (await mock.call('GET', '/upload/getList', { token: admin })).body.data.total;
    const answer = await upload(admin, makePng(1024 * 1024 + 2048), 'big.png', 'image/png');
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ code: 413, msg: '请求体超过 1 MB' });
    expect((await mock.call('GET', '/upload/getList', { token: admin })).body.data.total).toBe(before);
  });

  it('#17.3 anything but png/jpeg/gif/webp answers 415 仅支持图片, even named and typed as an image', async () => {
    const html = Buffer.from('<!doctype html><script>alert(1)</script>');
    for (const [name, type] of [
      ['note.txt', 'text/plain'],
      ['page.png', 'image/png'],
      ['x.svg', 'image/svg+xml'],
    ]) {
      const answer = await upload(admin, html, name, type);
      expect(answer.status, name).toBe(415);
      expect(answer.body.msg).toBe('仅支持图片');
    }
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await upload(admin, svg, 'x.svg', 'image/svg+xml')).status).toBe(415);
  });

  it('#17.3 the client name is never a path: bytes go under the data folder by a random id', async () => {
    const answer = await upload(admin, makePng(2048, 7), '../../../evil<b>.png', 'image/png');
    expect(answer.status).toBe(200);
    const { id, name } = answer.body.data;
    expect(name).toBe('evilb.png');
    expect(id).toMatch(/^[0-9a-f]{24}$/);
    expect(readdirSync(join(mock.dataDir, 'uploads'))).toContain(id);
    expect(existsSync(join(mock.dataDir, '..', 'evil<b>.png'))).toBe(false);
  });

  it('#17.3 a body that is not multipart or has no file field answers 400', async () => {
    const json = await mock.call('POST', '/upload', { token: admin, body: { file: 'x' } });
    expect(json.status).toBe(400);
    const form = new FormData();
    form.append('other', 'x');
    const response = await fetch(`${mock.url}/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}` },
      body: form,
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { msg: string }).msg).toContain('file');
  });

  it('PM-01 upload needs write:system: test gets 403, no token gets 401; editor may upload but not delete', async () => {
    const test = await mock.login('test');
    expect((await upload(test, makePng(1024), 'a.png', 'image/png')).status).toBe(403);
    const anonymous = await fetch(`${mock.url}/upload`, { method: 'POST', body: new FormData() });
    expect(anonymous.status).toBe(401);
    const editor = await mock.login('editor');
    const mine = await upload(editor, makePng(1024, 3), 'e.png', 'image/png');
    expect(mine.status).toBe(200);
    const denied = await mock.call('POST', '/upload/doDelete', {
      token: editor,
      body: { ids: [mine.body.data.id] },
    });
    expect(denied.status).toBe(403);
    expect((await mock.call('GET', '/upload/getList', { token: test })).status).toBe(200);
  });
});

describe('GET /upload/getList and POST /upload/doDelete (#17.3)', () => {
  it('#17.3 lists newest first with the limits, and delete removes the record and the bytes', async () => {
    const first = await upload(admin, makePng(1500, 11), 'one.png', 'image/png');
    const second = await upload(admin, makePng(1500, 12), 'two.png', 'image/png');
    const listed = await mock.call('GET', '/upload/getList?pageNo=1&pageSize=2', { token: admin });
    expect(listed.body.data.list.map((row: { name: string }) => row.name)).toEqual(['two.png', 'one.png']);
    expect(listed.body.data.limits).toEqual({
      maxBytes: 1024 * 1024,
      types: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'],
    });
    const id = first.body.data.id;
    const deleted = await mock.call('POST', '/upload/doDelete', { token: admin, body: { ids: [id] } });
    expect(deleted.status).toBe(200);
    const after = await mock.call('GET', '/upload/getList?pageSize=100', { token: admin });
    expect(after.body.data.list.some((row: { id: string }) => row.id === id)).toBe(false);
    expect(after.body.data.list.some((row: { id: string }) => row.id === second.body.data.id)).toBe(true);
    expect(existsSync(join(mock.dataDir, 'uploads', id))).toBe(false);
    expect((await fetch(`${mock.url}/mock-assets/uploads/${id}`)).status).toBe(404);
  });

  it('#17.3 delete of an unknown or malformed id answers 404 / 400 and removes nothing', async () => {
    const missing = await mock.call('POST', '/upload/doDelete', {
      token: admin,
      body: { ids: ['0123456789abcdef01234567'] },
    });
    expect(missing.status).toBe(404);
    const bad = await mock.call('POST', '/upload/doDelete', { token: admin, body: { ids: ['../db.json'] } });
    expect(bad.status).toBe(400);
    expect(existsSync(join(mock.dataDir, 'db.json'))).toBe(true);
    expect((await fetch(`${mock.url}/mock-assets/uploads/..%2Fdb.json`)).status).toBe(404);
  });
});
