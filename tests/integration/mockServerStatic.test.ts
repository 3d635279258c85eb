import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MockHarness, startMock } from './mockHarness';

let staticDir = '';
let mock: MockHarness;

beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'jimu-dist-'));
  mkdirSync(join(staticDir, 'static'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>积木工作台</title>');
  writeFileSync(join(staticDir, 'static', 'app.js'), 'console.log(1);');
  mkdirSync(join(staticDir, 'table'));
  writeFileSync(join(staticDir, 'table', 'getList'), 'shadow');
  mock = await startMock({ staticDir });
});
afterAll(async () => {
  await mock.stop();
  rmSync(staticDir, { recursive: true, force: true });
});

describe('mock server: serving the built console', () => {
  it('K-05 serves index.html at / and the console files, without a token', async () => {
    const index = await mock.call('GET', '/');
    expect(index.status).toBe(200);
    expect(index.text).toContain('积木工作台');
    const script = await mock.call('GET', '/static/app.js');
    expect(script.text).toBe('console.log(1);');
  });

  it('API-03 API paths take precedence over files of the same name, and still need a token', async () => {
    const answer = await mock.call('GET', '/table/getList');
    expect(answer.status).toBe(401);
    const token = await mock.login('admin');
    const listed = await mock.call('GET', '/table/getList', { token });
    expect(listed.body.data.total).toBeGreaterThan(0);
    const outside = await mock.call('GET', '/static/../../etc/passwd');
    expect(outside.text).not.toContain('root:');
  });
});
