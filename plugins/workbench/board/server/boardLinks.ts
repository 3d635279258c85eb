import { parse } from 'yaml';
import { readProjectFile } from '../../project/server/projectFiles';
import type { ProjectRecord } from '../../project/server/projects';
import type { WorkbenchContext } from '../../server/workbenchContext';

type Row = Record<string, unknown>;
interface RouteEntry {
  path?: unknown;
  redirect?: unknown;
  page?: unknown;
  component?: unknown;
  meta?: { title?: unknown };
  children?: unknown;
}

/** Every route of a routes.yaml text that shows something, by full path (children are relative). */
export function routePaths(text: string | undefined): { path: string; shows: string; title: string }[] {
  if (!text) return [];
  let routes: unknown;
  try {
    routes = (parse(text) as { routes?: unknown } | null)?.routes;
  } catch {
    return [];
  }
  const out: { path: string; shows: string; title: string }[] = [];
  const walk = (list: unknown, base: string) => {
    if (!Array.isArray(list)) return;
    for (const route of list as RouteEntry[]) {
      if (typeof route?.path !== 'string') continue;
      const path = route.path.startsWith('/')
        ? route.path
        : `${base.replace(/\/$/, '')}/${route.path}`.replace(/\/+/g, '/');
      const shows = typeof route.page === 'string' ? route.page : route.component;
      if (typeof shows === 'string' && route.redirect === undefined)
        out.push({ path, shows, title: typeof route.meta?.title === 'string' ? route.meta.title : '' });
      walk(route.children, path);
    }
  };
  walk(routes, '/');
  return out;
}

/**
 * What a card of this project may point at (card detail): the project's routes from its
 * routes.yaml, its endpoints (`apis`), its defects; and the people a card may be given to.
 *
 * @example
 * const links = await boardLinks(ctx, project); links.pages[0].path; // '/index'
 */
export async function boardLinks(ctx: WorkbenchContext, project: ProjectRecord) {
  const root = await ctx.root(project);
  const own = (name: 'apis' | 'defects') =>
    ctx.rows(name).filter((r) => String(r.projectId) === String(project.id));
  const people = new Set<string>();
  for (const user of ctx.rows('users')) if (typeof user.username === 'string') people.add(user.username);
  for (const task of ctx.rows('tasks'))
    if (typeof task.assignee === 'string' && task.assignee) people.add(task.assignee);
  return {
    pages: routePaths(readProjectFile(root, 'config/routes.yaml')),
    apis: own('apis').map((a: Row) => ({ id: a.id, method: a.method, path: a.path, name: a.name })),
    defects: own('defects').map((d: Row) => ({ id: d.id, title: d.title, status: d.status })),
    people: [...people].sort(),
  };
}
