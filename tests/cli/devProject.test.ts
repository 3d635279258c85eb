import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectFolder } from '../../plugins/workbench/project/server/projects';
import { type DevServer, startDev } from './devServer';

const PASSWORD = 'tasks-admin';

// `jimu dev --project <CODE>` on a project as 项目管理 makes it from the CRUD starter: a 任务 page
// over an offline copy of 12 tasks, its own accounts; nothing of the sample console.
describe('#27 jimu dev --project', () => {
  const data = mkdtempSync(join(tmpdir(), 'jimu-dev-projects-'));
  let dev: DevServer;

  beforeAll(async () => {
    const places = { repoRoot: process.cwd(), dataDir: data, pluginsDir: join(process.cwd(), 'plugins') };
    await createProjectFolder(
      places,
      { id: 7, name: 'Tasks', code: 'TASKS' },
      { kind: 'crud' },
      { zh: '任务台', en: 'Tasks' },
    );
    process.env.JIMU_ADMIN_PASSWORD = PASSWORD;
    try {
      dev = await startDev(['--project', 'TASKS', '--data', data, '--no-typecheck']);
    } finally {
      delete process.env.JIMU_ADMIN_PASSWORD;
    }
    // A copy of the sources and one development build of the project's console: 20-40 s on a loaded 2-core machine.
  }, 180_000);

  afterAll(async () => {
    await dev?.stop();
    rmSync(data, { recursive: true, force: true });
  });

  it("#27 serves the project's console and its list from the project's seed, signed in with its own admin", async () => {
    expect(dev.output()).toContain('Project TASKS');
    const page = await fetch(`${dev.url}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/<script[^>]+src="\/?static\/[^"]+\.js"/);
    // The build served is the project's: its 任务 page and route, not the sample console's pages.
    const manifest = (await (await fetch(`${dev.url}/manifest.json`)).json()) as {
      pages: Record<string, unknown>;
      routes: unknown;
    };
    expect(Object.keys(manifest.pages)).toContain('tasks');
    expect(Object.keys(manifest.pages)).not.toContain('users');
    expect(JSON.stringify(manifest.routes)).toContain('"path":"/tasks/index"');

    const demo = await fetch(`${dev.url}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'jimu123456' }),
    });
    expect(((await demo.json()) as { msg: string }).msg).toBe('帐户或密码不正确');
    const login = await fetch(`${dev.url}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: PASSWORD }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const list = await fetch(`${dev.url}/tasks/getList?pageNo=1&pageSize=5`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(list.status).toBe(200);
    const body = (await list.json()) as { data: { total: number; list: { title: string }[] } };
    expect(body.data.total).toBe(12);
    expect(body.data.list[0]?.title).toBe('Task 1');
  });
});
