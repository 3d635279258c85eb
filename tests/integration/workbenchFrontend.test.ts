import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { runCli } from '../cli/runCli';
import { startWorkbench, type WorkbenchHarness } from './workbenchHarness';

let wb: WorkbenchHarness;
const previousDev = process.env.JIMU_DEV;
beforeAll(async () => {
  delete process.env.JIMU_DEV;
  wb = await startWorkbench();
});
afterAll(async () => {
  if (previousDev !== undefined) process.env.JIMU_DEV = previousDev;
  await wb?.stop();
});

type Route = {
  path: string;
  name: string;
  page?: string;
  meta?: Record<string, unknown>;
  children?: Route[];
};
type Model = {
  routes: Route[];
  theme: Record<string, unknown>;
  titles: Record<string, { zh: string; en: string }>;
  roles: { name: string }[];
  pages: string[];
};
type File = { path: string; status: string; content: string };

const model = async (projectId: number, token = wb.admin) =>
  (await wb.call('GET', `/workbench/frontend/model?projectId=${projectId}`, { token })).body.data as Model;
/** What the generator screen sends: its document (tree, theme, titles, new pages), not the whole model. */
const draftOf = (input: Pick<Model, 'routes' | 'theme' | 'titles'> & { pages?: unknown }) => ({
  routes: input.routes,
  theme: input.theme,
  titles: input.titles,
  ...(Array.isArray(input.pages) ? {} : { pages: input.pages }),
});
const render = (projectId: number, input: Parameters<typeof draftOf>[0], token = wb.admin) =>
  wb.call('POST', '/workbench/frontend/render', { token, body: { projectId, ...draftOf(input) } });
const take = (routes: Route[], name: string): Route | undefined => {
  for (const [index, route] of routes.entries()) {
    if (route.name === name) return routes.splice(index, 1)[0];
    const inner = route.children && take(route.children, name);
    if (inner) return inner;
  }
  return undefined;
};
const fileOf = (files: File[], path: string) => files.find((f) => f.path === path) as File;

describe('#15.4 §5.10 the frontend generator assembles a console', () => {
  it('#15.4 the model of JIMU: the route tree, titles in zh and en, the three roles; the test user may read it but not render', async () => {
    const jimu = await model(0, wb.tester);
    expect(jimu.routes[0]?.name).toBe('Root');
    expect(jimu.titles['route.departmentManagement']).toEqual({ zh: '部门管理', en: expect.any(String) });
    expect(jimu.roles.map((r) => r.name)).toEqual(['Admin', 'Editor', 'Test']);
    expect((await render(0, jimu, wb.tester)).status).toBe(403);
  });

  it('#15.4 an unchanged tree gives routes.yaml back byte for byte; moving 部门管理 under 系统设置 rewrites only its lines, with a relative path', async () => {
    const jimu = await model(0);
    const same = (await render(0, jimu)).body.data.files as File[];
    expect(fileOf(same, 'config/routes.yaml').status).toBe('unchanged');
    const department = take(jimu.routes, 'DepartmentManagement') as Route;
    const setting = jimu.routes.find((r) => r.name === 'Setting') as Route;
    setting.children?.push({ ...department, meta: { ...department.meta, permission: { roles: ['Admin'] } } });
    const answer = await render(0, jimu);
    const routes = fileOf(answer.body.data.files, 'config/routes.yaml');
    expect(routes.status).toBe('changed');
    const tree = parse(routes.content).routes as Route[];
    const moved = tree
      .find((r) => r.name === 'Setting')
      ?.children?.find((r) => r.name === 'DepartmentManagement');
    expect(moved).toMatchObject({ path: 'departmentManagement', page: 'departments' });
    expect(routes.content).toContain('# The whole route tree of 积木工作台');
    expect(answer.body.data.diagnostics.filter((d: { severity: string }) => d.severity === 'error')).toEqual(
      [],
    );
  });

  it('#15.4 a duplicate route name is a duplicate-route-name diagnostic at its line and column in routes.yaml', async () => {
    const jimu = await model(0);
    const root = jimu.routes[0] as Route;
    root.children?.push({
      path: 'again',
      name: 'Dashboard',
      page: 'home',
      meta: { title: 'route.dashboard' },
    });
    const diagnostics = (await render(0, jimu)).body.data.diagnostics as {
      path: string;
      line: number;
      col: number;
      code: string;
    }[];
    const duplicate = diagnostics.find((d) => d.code === 'duplicate-route-name');
    expect(duplicate).toMatchObject({ path: 'config/routes.yaml' });
    expect(duplicate?.line).toBeGreaterThan(1);
    expect(duplicate?.col).toBeGreaterThan(1);
  });

  it('#15.4 done when: the downloaded console (a page from a material, a route, theme and titles) builds with `jimu build`', async () => {
    const material = (
      await wb.call(
        'GET',
        `/workbench/material/getList?type=page&keyword=${encodeURIComponent('标准列表页')}`,
        {
          token: wb.editor,
        },
      )
    ).body.data.list[0];
    const used = await wb.call('POST', '/workbench/material/use', {
      token: wb.editor,
      body: { id: material.id, values: { name: 'articles', resource: 'table' }, target: 'frontend' },
    });
    const p3 = await model(3, wb.editor);
    p3.routes.push({
      path: '/articles',
      name: 'Articles',
      page: 'articles',
      meta: { title: 'route.articles', icon: 'file', permission: { roles: ['Admin'] } },
    });
    p3.titles['route.articles'] = { zh: '文章', en: 'Articles' };
    const input = {
      ...p3,
      theme: { ...p3.theme, layout: 'column' },
      pages: { articles: used.body.data.text },
    };
    const answer = await render(3, input, wb.editor);
    expect(answer.body.data.diagnostics.filter((d: { severity: string }) => d.severity === 'error')).toEqual(
      [],
    );
    const response = await fetch(`${wb.url}/workbench/frontend/zip`, {
      method: 'POST',
      headers: { authorization: `Bearer ${wb.editor}`, 'content-type': 'application/json' },
      body: JSON.stringify({ projectId: 3, ...draftOf(input) }),
    });
    expect(response.status).toBe(200);
    const entries = unzipSync(new Uint8Array(await response.arrayBuffer()));
    expect(strFromU8(entries['config/i18n/en.yaml'] as Uint8Array)).toContain('articles: Articles');
    expect(strFromU8(entries['changes.patch'] as Uint8Array)).toContain('+++ b/config/pages/articles.yaml');
    const out = mkdtempSync(join(tmpdir(), 'jimu-frontend-'));
    try {
      for (const [path, bytes] of Object.entries(entries)) {
        mkdirSync(dirname(join(out, path)), { recursive: true });
        writeFileSync(join(out, path), bytes);
      }
      const built = await runCli(['build', join(out, 'config'), '--out', join(out, 'dist')]);
      expect(built.stderr).toBe('');
      expect(built.code).toBe(0);
      expect(readFileSync(join(out, 'dist', 'index.html'), 'utf8')).toContain('<script');
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
    const applied = await wb.call('POST', '/workbench/apply', {
      token: wb.editor,
      body: { projectId: 3, files: answer.body.data.files.filter((f: File) => f.status !== 'unchanged') },
    });
    expect(applied.status).toBe(200);
    expect(applied.body.data.written).toContain('config/theme.yaml');
    // Runs `jimu build` on the downloaded console in a child process, a whole production bundle: 30 s on a
    // loaded 2-core machine.
  }, 120_000);
});
