import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectFolder } from '../../plugins/workbench/project/server/projects';
import { UsageError } from '../../scripts/cli/command';
import { prepareProject, projectPlace } from '../../scripts/cli/projectPlace';
import { type MockHarness, startMock } from './mockHarness';

const data = mkdtempSync(join(tmpdir(), 'jimu-projects-'));
const places = { repoRoot: process.cwd(), dataDir: data, pluginsDir: join(process.cwd(), 'plugins') };
let mock: MockHarness;
let password: string | undefined;

beforeAll(async () => {
  // A project as 项目管理 creates it from the CRUD starter: a 任务 page over an offline copy.
  await createProjectFolder(
    places,
    { id: 7, name: 'Tasks', code: 'TASKS' },
    { kind: 'crud' },
    { zh: '任务', en: 'Tasks' },
  );
  await createProjectFolder(
    places,
    { id: 8, name: 'Blank', code: 'BLANK' },
    { kind: 'blank' },
    { zh: '空', en: 'Blank' },
  );
  const place = projectPlace('TASKS', data);
  const { firstAccount, pageResources } = await prepareProject(place);
  mock = await startMock({
    configDir: place.configDir,
    seedFile: place.seedFile,
    dataDir: place.dataDir,
    firstAccount,
    pageResources,
  });
  password = JSON.parse(readFileSync(join(place.dataDir, 'db.json'), 'utf8')).users?.[0]?.password;
}, 60_000);

afterAll(async () => {
  await mock?.stop();
  rmSync(data, { recursive: true, force: true });
});

describe('a generated project runs on its own config, seed and accounts', () => {
  it('starts with one admin account whose password exists only as a hash', async () => {
    expect(password).toMatch(/^scrypt\$/);
    const refused = await mock.call('POST', '/login', {
      body: { username: 'admin', password: 'jimu123456' },
    });
    expect(refused.body.msg).toBe('帐户或密码不正确');
  });

  it("serves its list pages' offline copies as envelope resources and edits them by the id the page sends", async () => {
    const created = await startMockForFreshProject();
    try {
      const token = await created.login('admin', created.password);
      const list = await created.mock.call('GET', '/tasks/getList?pageNo=1&pageSize=5', { token });
      expect(list.status).toBe(200);
      expect(list.body.data.total).toBe(12);
      const first = list.body.data.list[0];
      const saved = await created.mock.call('POST', '/tasks/doEdit', {
        token,
        body: { ...first, title: 'Renamed' },
      });
      expect(saved.status).toBe(200);
      expect(saved.body.data.title).toBe('Renamed');
      // The project's rules: Test reads, Editor writes, only Admin deletes; no demo account exists.
      expect(
        (await created.mock.call('POST', '/login', { body: { username: 'editor', password: 'jimu123456' } }))
          .body.msg,
      ).toBe('帐户或密码不正确');
    } finally {
      await created.mock.stop();
    }
  });

  it('a seed without accounts refuses a sign-in plainly instead of failing inside', async () => {
    const place = projectPlace('BLANK', data);
    const bare = await startMock({
      configDir: place.configDir,
      seedFile: place.seedFile,
      dataDir: join(data, 'bare'),
    });
    try {
      const answer = await bare.call('POST', '/login', { body: { username: 'admin', password: 'whatever' } });
      expect(answer.body.msg).toBe('帐户或密码不正确');
    } finally {
      await bare.stop();
    }
  });

  it('finds a project only by its code, inside the projects folder', () => {
    expect(() => projectPlace('../etc', data)).toThrow(UsageError);
    expect(() => projectPlace('NOPE', data)).toThrow(/no project NOPE/);
    expect(() => projectPlace('JIMU', data)).toThrow(/without --project/);
    symlinkSync(join(data, 'projects', 'TASKS'), join(data, 'projects', 'LINKED'));
    expect(() => projectPlace('LINKED', data)).toThrow(UsageError);
  });
});

/** The TASKS project started afresh, with the admin password chosen through JIMU_ADMIN_PASSWORD. */
async function startMockForFreshProject() {
  const place = projectPlace('TASKS', data);
  process.env.JIMU_ADMIN_PASSWORD = 'chosen-at-start';
  try {
    const { firstAccount, pageResources } = await prepareProject(place);
    const fresh = await startMock({
      configDir: place.configDir,
      seedFile: place.seedFile,
      dataDir: join(data, 'fresh'),
      firstAccount,
      pageResources,
    });
    return { mock: fresh, password: 'chosen-at-start', login: fresh.login };
  } finally {
    delete process.env.JIMU_ADMIN_PASSWORD;
  }
}
