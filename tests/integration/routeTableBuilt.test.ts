import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { isNotBuiltYet, type JimuPlugin } from '../../runtime/plugin';

interface RouteEntry {
  path: string;
  component?: string;
  page?: string;
  children?: RouteEntry[];
}

const root = path.resolve(import.meta.dirname, '../..');
const routes = parse(readFileSync(path.join(root, 'config/routes.yaml'), 'utf8')) as
  | RouteEntry[]
  | { routes: RouteEntry[] };
const walk = (list: RouteEntry[], base = ''): { path: string; component?: string; page?: string }[] =>
  list.flatMap((route) => {
    const full =
      route.path.startsWith('/') || /^https?:/.test(route.path)
        ? route.path
        : `${base.replace(/\/$/, '')}/${route.path}`;
    return [
      { path: full, component: route.component, page: route.page },
      ...walk(route.children ?? [], full),
    ];
  });

describe('the sample route table is built (#17 done-when)', () => {
  it('#17.1 no route of the sample config shows the "not built yet" page: every component is a real screen, every page has its file', async () => {
    const entries = walk(Array.isArray(routes) ? routes : routes.routes);
    const plugins = new Map<string, JimuPlugin>();
    const unbuilt: string[] = [];
    for (const entry of entries) {
      if (entry.page && !existsSync(path.join(root, 'config/pages', `${entry.page}.yaml`))) {
        unbuilt.push(`${entry.path} → page ${entry.page} (no config/pages/${entry.page}.yaml)`);
      }
      if (!entry.component) continue;
      const [pluginName, name] = entry.component.split('/');
      let plugin = plugins.get(pluginName);
      if (!plugin) {
        plugin = (await import(`../../plugins/${pluginName}/index.ts`)).default as JimuPlugin;
        plugins.set(pluginName, plugin);
      }
      const loader = plugin.components?.[name] ?? plugin.pages?.[name];
      if (!loader) unbuilt.push(`${entry.path} → ${entry.component} (not registered)`);
      else if (isNotBuiltYet(loader)) unbuilt.push(`${entry.path} → ${entry.component}`);
    }
    expect(entries.filter((entry) => entry.component).length).toBeGreaterThan(60);
    expect(unbuilt).toEqual([]);
  });
});
